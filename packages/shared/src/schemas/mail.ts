import { z } from 'zod';
import { ROLES } from '../roles';
import { NOTIFICATION_KINDS } from './notification';

/*
 * The in-app mailbox (SPEC §3 "Mail": mails by id, labels; §7 /api/mail/*). Each person has their own copy of a
 * mail (its `id` is that copy's), in one folder (inbox, sent, drafts, trash) with their own read, starred and
 * important flags and custom labels. A mail is written by a person (rich text, sanitised by the server) or by the
 * platform: an order or account notification (`notice`, rendered in the reader's language by the browser, as the
 * bell does) or an announcement by an admin.
 */

export const MAIL_SYSTEM_LABELS = ['all', 'inbox', 'sent', 'drafts', 'starred', 'important', 'trash'] as const;
export type MailSystemLabel = (typeof MAIL_SYSTEM_LABELS)[number];
export const MAIL_FOLDERS = ['inbox', 'sent', 'drafts', 'trash'] as const;
export type MailFolder = (typeof MAIL_FOLDERS)[number];

export const MAIL_SUBJECT_MAX = 200;
/** Characters of sanitised HTML. */
export const MAIL_BODY_MAX = 100_000;
export const MAIL_RECIPIENTS_MAX = 20;
export const MAIL_ATTACHMENTS_MAX = 5;
export const MAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
export const MAIL_PAGE_SIZE = 30;
export const MAIL_CUSTOM_LABELS_MAX = 30;
export const MAIL_LABEL_COLORS = ['#00A76F', '#8E33FF', '#00B8D9', '#003768', '#22C55E', '#FFAB00', '#FF5630', '#637381'] as const;

export const mailLabelSchema = z.object({
  /** A system label's name (inbox…) or a custom label's uuid. */
  id: z.string(),
  type: z.enum(['system', 'custom']),
  /** A system label's name is its id (the browser translates it); a custom one's is the person's words. */
  name: z.string(),
  color: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type MailLabel = z.infer<typeof mailLabelSchema>;
export const mailLabelsSchema = z.object({ labels: z.array(mailLabelSchema) });

/** A person in a mail; `id` null is the platform itself (notices and announcements without a named admin). */
export const mailPersonSchema = z.object({
  id: z.string().nullable(),
  name: z.string(),
  role: z.enum(ROLES).nullable(),
  avatarUrl: z.string().nullable(),
});
export type MailPerson = z.infer<typeof mailPersonSchema>;

export const mailAttachmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png', 'image/webp']),
  size: z.number().int(),
  url: z.string(),
});
export type MailAttachment = z.infer<typeof mailAttachmentSchema>;

/** A platform notice: the browser writes its subject and text from `notifications.kinds.<kind>` with `params`. */
export const mailNoticeSchema = z.object({
  kind: z.enum(NOTIFICATION_KINDS),
  params: z.record(z.string(), z.union([z.string(), z.number()])),
  /** An app path to open (the order…), or null. */
  link: z.string().nullable(),
});

export const mailSummarySchema = z.object({
  id: z.string(),
  folder: z.enum(MAIL_FOLDERS),
  kind: z.enum(['personal', 'notice', 'announcement']),
  /** Custom label ids. */
  labelIds: z.array(z.string()),
  isUnread: z.boolean(),
  isStarred: z.boolean(),
  isImportant: z.boolean(),
  subject: z.string(),
  /** The start of the text, without markup. */
  preview: z.string(),
  from: mailPersonSchema,
  to: z.array(mailPersonSchema),
  notice: mailNoticeSchema.nullable(),
  hasAttachments: z.boolean(),
  /** When it was sent (a draft: last saved). */
  createdAt: z.string(),
});
export type MailSummary = z.infer<typeof mailSummarySchema>;

export const mailSchema = mailSummarySchema.extend({
  /** Sanitised HTML (server-side allow-list); empty for a notice. */
  message: z.string(),
  attachments: z.array(mailAttachmentSchema),
  /** The copy of the mail this one answers, when the reader still has it. */
  replyToId: z.string().nullable(),
});
export type Mail = z.infer<typeof mailSchema>;

export const mailListSchema = z.object({ mails: z.array(mailSummarySchema), nextCursor: z.string().nullable() });
export type MailList = z.infer<typeof mailListSchema>;
export const mailAnswerSchema = z.object({ mail: mailSchema });

const cursor = z.string().max(200, 'validation.cursor').optional();
const id = z.uuid({ error: 'validation.invalid' });

export const mailListQuerySchema = z.object({
  /** A system label or a custom label's id; `inbox` by default. */
  labelId: z.string().max(100, 'validation.invalid').optional(),
  q: z.string().trim().max(100, 'validation.tooLong').optional(),
  cursor,
});
export type MailListQuery = z.infer<typeof mailListQuerySchema>;
export const mailIdQuerySchema = z.object({ mailId: id });

const subject = z.string().trim().max(MAIL_SUBJECT_MAX, 'validation.tooLong');

/** Compose, reply and forward: sent at once, or kept as a draft (`draft: true`, where nothing is required). */
export const mailComposeSchema = z.object({
  to: z.array(z.string().min(1, 'validation.required').max(100, 'validation.invalid')).max(MAIL_RECIPIENTS_MAX, 'validation.mailRecipients'),
  subject,
  /** HTML from the editor; the server keeps only its allow-list of tags and attributes. */
  message: z.string().max(MAIL_BODY_MAX, 'validation.tooLong'),
  attachmentIds: z.array(id).max(MAIL_ATTACHMENTS_MAX, 'validation.tooMany').default([]),
  /** The copy of the mail being answered (reply) or passed on (forward: its attachments come along). */
  replyToId: id.optional(),
  forwardOfId: id.optional(),
  draft: z.boolean().default(false),
});
export type MailCompose = z.input<typeof mailComposeSchema>;

export const mailFlagsSchema = z
  .object({
    isUnread: z.boolean(),
    isStarred: z.boolean(),
    isImportant: z.boolean(),
    /** Replaces the custom labels of this mail. */
    labelIds: z.array(id).max(MAIL_CUSTOM_LABELS_MAX, 'validation.tooMany'),
  })
  .partial();
export type MailFlags = z.infer<typeof mailFlagsSchema>;

export const mailLabelInputSchema = z.object({
  name: z.string().trim().min(1, 'validation.required').max(40, 'validation.tooLong'),
  color: z.enum(MAIL_LABEL_COLORS, { error: 'validation.invalid' }),
});
export type MailLabelInput = z.infer<typeof mailLabelInputSchema>;

/** An admin's announcement to every active account of these roles. */
export const mailAnnouncementSchema = z.object({
  roles: z.array(z.enum(ROLES)).min(1, 'validation.required'),
  subject: subject.min(1, 'validation.required'),
  message: z.string().max(MAIL_BODY_MAX, 'validation.tooLong'),
});
export type MailAnnouncement = z.infer<typeof mailAnnouncementSchema>;

export const mailUploadedSchema = z.object({ attachment: mailAttachmentSchema });
