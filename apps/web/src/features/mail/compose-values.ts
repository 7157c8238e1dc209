import type { TFunction } from '../../lib/translator';
import type { Mail, MailAttachment, MailPerson } from '@pharmacy/shared/schemas/mail';
import { peopleNames, personName } from './mail-format';

/** Someone in the "To" field: a contact picked from the search, or a person of the mail being answered. */
export interface Recipient {
  id: string;
  name: string;
  avatarUrl: string | null;
  /** Their role (and pharmacy), under the name in the suggestions. */
  detail?: string;
}

/** What the compose dialog starts with. */
export interface ComposeValues {
  to: Recipient[];
  subject: string;
  message: string;
  attachments: MailAttachment[];
  replyToId?: string;
  forwardOfId?: string;
  /** The draft being edited: saving or sending it changes this copy instead of making a new one. */
  draftId: string | null;
}

export const EMPTY_COMPOSE: ComposeValues = { to: [], subject: '', message: '', attachments: [], draftId: null };

const REPLY_PREFIX = /^\s*re\s*:/i;
const FORWARD_PREFIX = /^\s*(fwd?|tr|wg)\s*:/i;

/** "Re: " once, however many times the mail went back and forth. */
export function replySubject(subject: string): string {
  return REPLY_PREFIX.test(subject) ? subject.trim() : `Re: ${subject.trim()}`.trim();
}

export function forwardSubject(subject: string): string {
  return FORWARD_PREFIX.test(subject) ? subject.trim() : `Fwd: ${subject.trim()}`.trim();
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function toRecipient(t: TFunction, person: MailPerson): Recipient | null {
  if (!person.id) return null;
  return {
    id: person.id,
    name: person.name,
    avatarUrl: person.avatarUrl,
    detail: person.role ? t(`auth.roleNames.${person.role}`) : undefined,
  };
}

/** The original's text (server-sanitised HTML), or for a notice the plain preview, escaped. */
const originalBody = (mail: Mail) => mail.message || `<p>${escapeHtml(mail.preview)}</p>`;

/**
 * A reply: to the sender (and with `all`, everyone else it went to but oneself), "Re: " subject, and the original
 * quoted under an empty first line to write on. `date` is the original's date as the reader reads it.
 */
export function replyValues(
  t: TFunction,
  mail: Mail,
  date: string,
  options: { all?: boolean; selfId?: string } = {},
): ComposeValues {
  const people = options.all ? [mail.from, ...mail.to] : [mail.from];
  const seen = new Set<string>();
  const to = people
    .map((p) => toRecipient(t, p))
    .filter((r): r is Recipient => r !== null && r.id !== options.selfId && !seen.has(r.id) && Boolean(seen.add(r.id)));
  const intro = escapeHtml(t('mail.compose.wrote', { date, name: personName(t, mail.from) }));
  return {
    ...EMPTY_COMPOSE,
    to,
    subject: replySubject(mail.subject),
    message: `<p></p><p>${intro}</p><blockquote>${originalBody(mail)}</blockquote>`,
    replyToId: mail.id,
  };
}

/** A forward: no recipient yet, "Fwd: " subject, the original under a header; its attachments come along (server). */
export function forwardValues(t: TFunction, mail: Mail, date: string): ComposeValues {
  const header = [
    t('mail.compose.forwarded'),
    `${t('mail.reader.from')}: ${personName(t, mail.from)}`,
    `${t('mail.reader.date')}: ${date}`,
    `${t('mail.compose.subject')}: ${mail.subject}`,
    `${t('mail.reader.to')}: ${peopleNames(t, mail.to)}`,
  ]
    .map(escapeHtml)
    .join('<br>');
  return {
    ...EMPTY_COMPOSE,
    subject: forwardSubject(mail.subject),
    message: `<p></p><p>${header}</p>${originalBody(mail)}`,
    forwardOfId: mail.id,
  };
}

/** A draft opened again, as it was saved. */
export function draftValues(t: TFunction, mail: Mail): ComposeValues {
  return {
    to: mail.to.map((p) => toRecipient(t, p)).filter((r): r is Recipient => r !== null),
    subject: mail.subject,
    message: mail.message,
    attachments: mail.attachments,
    replyToId: mail.replyToId ?? undefined,
    draftId: mail.id,
  };
}
