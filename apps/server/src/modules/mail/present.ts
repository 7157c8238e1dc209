import { sql } from 'drizzle-orm';
import type { Mail, MailFolder, MailPerson, MailSummary } from '@pharmacy/shared/schemas/mail';
import type { NotificationKind } from '@pharmacy/shared/schemas/notification';
import type { Role } from '@pharmacy/shared/roles';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { imageUrl } from '../../lib/images';

/** A mailbox entry as the list and the reader read it (entries.ts `ENTRY_COLUMNS`). */
export interface EntryRow {
  id: string;
  folder: MailFolder;
  label_ids: string[];
  unread: boolean;
  starred: boolean;
  important: boolean;
  at: string | Date;
  cursor_at: string;
  message_id: string | null;
  kind: 'personal' | 'announcement' | null;
  subject: string | null;
  preview: string | null;
  sender_id: string | null;
  recipient_ids: string[] | null;
  reply_to_message_id: string | null;
  notice_kind: NotificationKind | null;
  notice_params: Record<string, string | number> | null;
  notice_link: string | null;
  attachment_count: number;
}

/** The columns of entry `e`, its message `m` and its notification `n`. */
export const ENTRY_COLUMNS = sql`
  e.id, e.folder, e.label_ids, (e.read_at IS NULL) AS unread, e.starred, e.important, e.created_at AS at,
  to_char(e.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS cursor_at,
  m.id AS message_id, m.kind, m.subject, left(m.body_text, 200) AS preview, m.sender_id, m.recipient_ids, m.reply_to_message_id,
  n.kind AS notice_kind, n.params AS notice_params, n.link AS notice_link,
  (SELECT count(*)::int FROM mail_message_attachments ma WHERE ma.message_id = m.id) AS attachment_count`;

export const ENTRY_FROM = sql`mail_entries e LEFT JOIN mail_messages m ON m.id = e.message_id LEFT JOIN notifications n ON n.id = e.notification_id`;

const PLATFORM: MailPerson = { id: null, name: 'PharmaLink', role: null, avatarUrl: null };

/** The people the rows name (senders, recipients), read in one query. */
export async function peopleOf(db: Db, rows: EntryRow[], also: string[] = []): Promise<Map<string, MailPerson>> {
  const ids = [...new Set([...also, ...rows.flatMap((r) => [...(r.sender_id ? [r.sender_id] : []), ...(r.recipient_ids ?? [])])])];
  if (ids.length === 0) return new Map();
  const people = await queryRows<{ uid: string; name: string; role: Role; avatar_key: string | null }>(
    db,
    sql`SELECT uid, display_name AS name, role, avatar_key FROM users WHERE uid IN (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(people.map((p) => [p.uid, { id: p.uid, name: p.name, role: p.role, avatarUrl: imageUrl(p.avatar_key) }]));
}

export const someone = (people: Map<string, MailPerson>, id: string): MailPerson => people.get(id) ?? { id, name: '', role: null, avatarUrl: null };

export function toSummary(row: EntryRow, people: Map<string, MailPerson>, me: MailPerson): MailSummary {
  const notice = row.notice_kind ? { kind: row.notice_kind, params: row.notice_params ?? {}, link: row.notice_link } : null;
  return {
    id: row.id,
    folder: row.folder,
    kind: notice ? 'notice' : (row.kind ?? 'personal'),
    labelIds: row.label_ids,
    isUnread: row.unread,
    isStarred: row.starred,
    isImportant: row.important,
    subject: row.subject ?? '',
    preview: row.preview ?? '',
    from: row.sender_id ? someone(people, row.sender_id) : PLATFORM,
    to: notice || row.kind === 'announcement' ? [me] : (row.recipient_ids ?? []).map((id) => someone(people, id)),
    notice,
    hasAttachments: row.attachment_count > 0,
    createdAt: new Date(row.at).toISOString(),
  };
}

export function toMail(summary: MailSummary, extra: Pick<Mail, 'message' | 'attachments' | 'replyToId'>): Mail {
  return { ...summary, ...extra };
}
