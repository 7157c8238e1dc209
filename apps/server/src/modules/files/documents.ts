import { desc, sql } from 'drizzle-orm';
import { FILE_DOCUMENTS_MAX, type FileDocument, type FileDocumentSource, type FileDocuments, type FileType } from '@pharmacy/shared/schemas/files';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/json-rows';
import { invoices } from '../../db/schema';
import { membersOf, ordersOf } from '../chat/members';
import { readableBy } from '../invoices/access';
import { pdfFileName } from '../invoices/pdf/document';
import { customerLink, staffLink } from '../orders/announce';

/*
 * The documents a person already has elsewhere (decision 015), listed from their own tables without copies, each
 * with the address of the route that already guards its bytes and the rule of the module it belongs to: the same
 * people reach it here as there, and the bytes are still served (and audited) by that route alone.
 */

type Listed = Omit<FileDocument, 'createdAt'> & { createdAt: string | Date };

const LIMIT = FILE_DOCUMENTS_MAX + 1;
const none = sql`false`;
const mailbox = (user: UserProfile) => (user.role === 'customer' ? '/my/mail' : '/dashboard/mail');
const chatPage = (user: UserProfile, key: string) => `${user.role === 'customer' ? '/my/chat' : '/dashboard/chat'}/${encodeURIComponent(key)}`;

/** Prescriptions of the caller's orders, or of their pharmacies' orders for staff (orders/access.ts `seesHealthData`:
 *  never a courier). An admin reads an order's files from the order, not as a list of everyone's prescriptions. */
async function prescriptions(db: Db, user: UserProfile): Promise<Listed[]> {
  const scope =
    user.role === 'customer'
      ? sql`o.customer_id = ${user.uid}`
      : user.role === 'pharmacy'
        ? sql`o.pharmacy_id IN (SELECT s.pharmacy_id FROM pharmacy_staff s WHERE s.user_id = ${user.uid})`
        : none;
  const rows = await queryRows<{ id: string; name: string; mime_type: FileType; size: number; created_at: string; order_id: string; reference: string }>(
    db,
    sql`SELECT f.id, f.name, f.mime_type, f.size, f.created_at, o.id AS order_id, o.reference FROM order_files f JOIN orders o ON o.id = f.order_id
        WHERE ${scope} ORDER BY f.created_at DESC, f.id DESC LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mimeType: r.mime_type,
    size: Number(r.size),
    createdAt: r.created_at,
    url: `/api/orders/${r.order_id}/files/${r.id}`,
    context: r.reference,
    href: user.role === 'customer' ? customerLink : staffLink(r.order_id),
  }));
}

/** Invoices as modules/invoices/access.ts lets the caller read them (their PDF is made on request: no size). */
async function invoiceDocuments(db: Db, user: UserProfile): Promise<Listed[]> {
  const scope = await readableBy(db, user);
  if (scope === null) return [];
  const rows = await db
    .select({ id: invoices.id, number: invoices.number, createdAt: invoices.createdAt })
    .from(invoices)
    .where(scope)
    .orderBy(desc(invoices.createdAt), desc(invoices.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    id: r.id,
    name: pdfFileName(r.number),
    mimeType: 'application/pdf',
    size: null,
    createdAt: r.createdAt,
    url: `/api/invoices/${r.id}/pdf`,
    context: r.number ?? 'draft',
    href: user.role === 'customer' ? customerLink : `/dashboard/invoice/${r.id}`,
  }));
}

/** Files sent in the conversations the caller is a member of (chat/members.ts), as the attachment route checks. */
async function chatDocuments(db: Db, user: UserProfile): Promise<Listed[]> {
  const rows = await queryRows<{ id: string; name: string; mime_type: FileType; size: number; created_at: string; key: string; reference: string | null; others: string | null }>(
    db,
    sql`SELECT m.id, m.attachment_name AS name, m.attachment_type AS mime_type, m.attachment_size AS size, m.created_at,
          coalesce(c.order_id, c.id)::text AS key, o.reference,
          (SELECT string_agg(u.display_name, ', ' ORDER BY u.display_name) FROM chat_participants p JOIN users u ON u.uid = p.user_id
             WHERE p.conversation_id = c.id AND p.user_id <> ${user.uid}) AS others
        FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id LEFT JOIN orders o ON o.id = c.order_id
        WHERE m.attachment_key IS NOT NULL
          AND (c.order_id IN ${ordersOf(user)} OR c.id IN (SELECT p.conversation_id FROM chat_participants p WHERE p.user_id = ${user.uid}))
          AND ${user.uid} IN ${membersOf(sql`c.id`, sql`c.kind`, sql`c.order_id`)}
        ORDER BY m.created_at DESC, m.id DESC LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mimeType: r.mime_type,
    size: Number(r.size ?? 0),
    createdAt: r.created_at,
    url: `/api/chat/attachments/${r.id}`,
    context: r.reference ?? r.others ?? '',
    href: chatPage(user, r.key),
  }));
}

/** Files of the mails in the caller's mailbox (mail/attachments.ts `openAttachment`), with the newest copy's subject. */
async function mailDocuments(db: Db, user: UserProfile): Promise<Listed[]> {
  const rows = await queryRows<{ id: string; name: string; mime_type: FileType; size: number; created_at: string; entry_id: string; subject: string }>(
    db,
    sql`SELECT * FROM (
          SELECT DISTINCT ON (a.id) a.id, a.name, a.mime_type, a.size, a.created_at, e.id AS entry_id, mm.subject
          FROM mail_attachments a JOIN mail_message_attachments ma ON ma.attachment_id = a.id JOIN mail_messages mm ON mm.id = ma.message_id
          JOIN mail_entries e ON e.message_id = mm.id AND e.user_id = ${user.uid}
          ORDER BY a.id, e.created_at DESC) d
        ORDER BY d.created_at DESC, d.id DESC LIMIT ${LIMIT}`,
  );
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    mimeType: r.mime_type,
    size: Number(r.size),
    createdAt: r.created_at,
    url: `/api/mail/attachments/${r.id}`,
    context: r.subject,
    href: `${mailbox(user)}?mail=${r.entry_id}`,
  }));
}

const SOURCES: Record<FileDocumentSource, (db: Db, user: UserProfile) => Promise<Listed[]>> = {
  prescriptions,
  invoices: invoiceDocuments,
  chat: chatDocuments,
  mail: mailDocuments,
};

export async function listDocuments(db: Db, user: UserProfile, source: FileDocumentSource): Promise<FileDocuments> {
  const rows = await SOURCES[source](db, user);
  return {
    documents: rows.slice(0, FILE_DOCUMENTS_MAX).map((r) => ({ ...r, createdAt: new Date(r.createdAt).toISOString() })),
    truncated: rows.length > FILE_DOCUMENTS_MAX,
  };
}
