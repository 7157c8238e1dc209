import { sql, type SQL } from 'drizzle-orm';
import { MAIL_PAGE_SIZE, MAIL_SYSTEM_LABELS, type Mail, type MailLabel, type MailList, type MailListQuery } from '@pharmacy/shared/schemas/mail';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { badRequest, notFound } from '../../lib/errors';
import { cursorAfter, encodeCursor, orderByKeys, pageOf, type SortKey } from '../../lib/keyset-cursor';
import { escapeLike } from '../catalogue/search-terms';
import { ENTRY_COLUMNS, ENTRY_FROM, peopleOf, someone, toMail, toSummary, type EntryRow } from './present';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const noSuchMail = () => notFound('No such mail.');

/** Which entries a label shows: a folder, a flag outside the trash, or a custom label outside the trash. */
function labelFilter(labelId: string): SQL {
  switch (labelId) {
    case 'all':
      return sql`e.folder IN ('inbox', 'sent')`;
    case 'inbox':
    case 'sent':
    case 'drafts':
    case 'trash':
      return sql`e.folder = ${labelId}`;
    case 'starred':
      return sql`e.starred AND e.folder <> 'trash'`;
    case 'important':
      return sql`e.important AND e.folder <> 'trash'`;
    default:
      if (!UUID.test(labelId)) throw badRequest('No such label.', { labelId: 'validation.invalid' });
      return sql`${labelId}::uuid = ANY(e.label_ids) AND e.folder <> 'trash'`;
  }
}


const KEYS: SortKey[] = [
  { expr: sql`e.created_at`, desc: true, type: 'time' },
  { expr: sql`e.id`, desc: true, type: 'uuid' },
];

/** The reader's mails under a label, newest first; `q` searches subjects, words, senders and notices' references. */
export async function listMails(db: Db, user: UserProfile, query: MailListQuery): Promise<MailList> {
  const label = query.labelId ?? 'inbox';
  const where: SQL[] = [sql`e.user_id = ${user.uid}`, labelFilter(label)];
  if (!(MAIL_SYSTEM_LABELS as readonly string[]).includes(label)) {
    const [mine] = await queryRows<{ id: string }>(db, sql`SELECT id FROM mail_labels WHERE id = ${label} AND user_id = ${user.uid}`);
    if (!mine) throw notFound('No such label.');
  }
  if (query.q) {
    // Accents and case ignored, LIKE's wildcards taken literally, as in every other search.
    const like = sql`'%' || catalogue_normalize(${escapeLike(query.q)}) || '%'`;
    const has = (text: SQL) => sql`catalogue_normalize(${text}) LIKE ${like}`;
    where.push(sql`(${has(sql`m.subject`)} OR ${has(sql`m.body_text`)} OR ${has(sql`n.params::text`)}
      OR EXISTS (SELECT 1 FROM users su WHERE su.uid = m.sender_id AND ${has(sql`su.display_name`)}))`);
  }
  if (query.cursor) where.push(cursorAfter(query.cursor, `mail:${label}`, KEYS));
  const rows = await queryRows<EntryRow>(
    db,
    sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE ${sql.join(where, sql` AND `)}
        ORDER BY ${sql.join(orderByKeys(KEYS), sql`, `)} LIMIT ${MAIL_PAGE_SIZE + 1}`,
  );
  const { page, nextCursor } = pageOf(rows, MAIL_PAGE_SIZE, (last) => encodeCursor(`mail:${label}`, [last.cursor_at, last.id]));
  const people = await peopleOf(db, page, [user.uid]);
  return { mails: page.map((row) => toSummary(row, people, someone(people, user.uid))), nextCursor };
}

/** The reader's entry `id`, locked for a change when asked; someone else's is "no such mail". */
export async function findEntry(db: Db, user: UserProfile, id: string, forUpdate = false): Promise<EntryRow> {
  const [row] = await queryRows<EntryRow>(
    db,
    sql`SELECT ${ENTRY_COLUMNS} FROM ${ENTRY_FROM} WHERE e.id = ${id} AND e.user_id = ${user.uid} ${forUpdate ? sql`FOR UPDATE OF e` : sql``}`,
  );
  if (!row) throw noSuchMail();
  return row;
}

/** A whole mail: its sanitised body, its attachments and the reader's copy of the mail it answers. */
export async function readMail(db: Db, user: UserProfile, id: string): Promise<Mail> {
  const row = await findEntry(db, user, id);
  const [body] = row.message_id
    ? await queryRows<{ html: string; reply_to: string | null }>(
        db,
        sql`SELECT m.body_html AS html,
              (SELECT r.id FROM mail_entries r WHERE r.user_id = ${user.uid} AND r.message_id = m.reply_to_message_id ORDER BY r.created_at LIMIT 1) AS reply_to
            FROM mail_messages m WHERE m.id = ${row.message_id}`,
      )
    : [];
  const attachments = row.message_id
    ? await queryRows<{ id: string; name: string; mime_type: Mail['attachments'][number]['mimeType']; size: number }>(
        db,
        sql`SELECT a.id, a.name, a.mime_type, a.size FROM mail_message_attachments ma JOIN mail_attachments a ON a.id = ma.attachment_id
            WHERE ma.message_id = ${row.message_id} ORDER BY a.created_at, a.id`,
      )
    : [];
  const people = await peopleOf(db, [row], [user.uid]);
  const summary = toSummary(row, people, someone(people, user.uid));
  return toMail(summary, {
    message: body?.html ?? '',
    attachments: attachments.map((a) => ({ id: a.id, name: a.name, mimeType: a.mime_type, size: a.size, url: `/api/mail/attachments/${a.id}` })),
    replyToId: body?.reply_to ?? null,
  });
}

/** The system labels and the reader's own, each with its unread count, in one query. */
export async function listLabels(db: Db, user: UserProfile): Promise<MailLabel[]> {
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`SELECT
          count(*) FILTER (WHERE e.folder IN ('inbox', 'sent'))::int AS "all",
          count(*) FILTER (WHERE e.folder = 'inbox')::int AS inbox,
          count(*) FILTER (WHERE e.folder = 'sent')::int AS sent,
          count(*) FILTER (WHERE e.folder = 'drafts')::int AS drafts,
          count(*) FILTER (WHERE e.starred AND e.folder <> 'trash')::int AS starred,
          count(*) FILTER (WHERE e.important AND e.folder <> 'trash')::int AS important,
          count(*) FILTER (WHERE e.folder = 'trash')::int AS trash
        FROM mail_entries e WHERE e.user_id = ${user.uid} AND e.read_at IS NULL`,
  );
  const custom = await queryRows<{ id: string; name: string; color: string; unread: number }>(
    db,
    sql`SELECT l.id, l.name, l.color,
          (SELECT count(*)::int FROM mail_entries e WHERE e.user_id = ${user.uid} AND l.id = ANY(e.label_ids) AND e.read_at IS NULL AND e.folder <> 'trash') AS unread
        FROM mail_labels l WHERE l.user_id = ${user.uid} ORDER BY l.created_at, l.id`,
  );
  return [
    ...MAIL_SYSTEM_LABELS.map((id) => ({ id, type: 'system' as const, name: id, color: null, unreadCount: counts?.[id] ?? 0 })),
    ...custom.map((l) => ({ id: l.id, type: 'custom' as const, name: l.name, color: l.color, unreadCount: l.unread })),
  ];
}
