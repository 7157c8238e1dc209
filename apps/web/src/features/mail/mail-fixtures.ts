import type { Mail, MailLabel, MailPerson, MailSummary } from '@pharmacy/shared/schemas/mail';

/** Test data in the shapes of the mail API (packages/shared/src/schemas/mail.ts). */
export const SELF_ID = 'uid-self';
export const notFound = { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };

export function makePerson(overrides: Partial<MailPerson> = {}): MailPerson {
  return { id: 'p-1', name: 'Sophie Dubois', role: 'pharmacy', avatarUrl: null, ...overrides };
}

export function makeSummary(overrides: Partial<MailSummary> = {}): MailSummary {
  return {
    id: 'mail-1',
    folder: 'inbox',
    kind: 'personal',
    labelIds: [],
    isUnread: false,
    isStarred: false,
    isImportant: false,
    subject: 'Your prescription',
    preview: 'The medicine is in stock',
    from: makePerson(),
    to: [makePerson({ id: SELF_ID, name: 'Alex Martin', role: 'customer' })],
    notice: null,
    hasAttachments: false,
    createdAt: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

export function makeMail(overrides: Partial<Mail> = {}): Mail {
  return {
    ...makeSummary(),
    message: '<p>The medicine is in stock.</p>',
    attachments: [],
    replyToId: null,
    ...overrides,
  };
}

export function makeLabel(overrides: Partial<MailLabel> = {}): MailLabel {
  return { id: 'inbox', type: 'system', name: 'inbox', color: null, unreadCount: 0, ...overrides };
}

export const SYSTEM_LABELS: MailLabel[] = ['all', 'inbox', 'sent', 'drafts', 'starred', 'important', 'trash'].map(
  (name) => makeLabel({ id: name, name }),
);
