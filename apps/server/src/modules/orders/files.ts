import { randomUUID } from 'node:crypto';
import { and, count, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { linesEditable, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { ORDER_FILE_MAX_BYTES, type OrderFile } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orderFiles } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/storage';
import { actorFor, canSee, seesHealthData } from './access';
import { auditDenied, auditingRefusals, OrderAccessDenied } from './access-audit';
import { audienceOf, type Audience } from './announce';
import { readUpload } from '../../lib/read-upload';
import { toFile } from './present';
import { findOrder, type OrderRow } from './repository';

export const ORDER_FILES_MAX = 10;

const fileError = (message: string, key: string) => badRequest(message, { file: key });

async function checkUploader(db: Db, user: UserProfile, order: OrderRow): Promise<void> {
  const actor = await actorFor(db, user, order);
  if (!canSee(actor)) throw new OrderAccessDenied(order.id, 'upload');
  if (actor.isPharmacyStaff || actor.isAdmin) return;
  if (!actor.isCustomer) throw forbidden('Only the customer and the pharmacy add files to an order.');
  // A customer adds prescriptions while the lines are still open (until preparing starts); the pharmacy at any time.
  if (!linesEditable(order.status as OrderStatus)) {
    throw conflict(
      'ORDER_NOT_EDITABLE',
      'The pharmacy is already preparing this order: hand the prescription over instead.',
    );
  }
}

export async function uploadFile(
  db: Db,
  storage: FileStore,
  user: UserProfile,
  orderId: string,
  request: FastifyRequest,
): Promise<{ file: OrderFile; audience: Audience }> {
  const before = await findOrder(db, orderId);
  // Who may upload is checked before the body is read; it is checked again under the row lock below.
  await auditingRefusals(db, user, async () => {
    if (!before) throw new OrderAccessDenied(orderId, 'upload');
    await checkUploader(db, user, before);
  });
  if (!before) throw notFound('No such order.');
  const upload = await readUpload(request, ORDER_FILE_MAX_BYTES);
  const id = randomUUID();
  const key = `orders/${before.id}/${id}`;
  await storage.put(key, upload.bytes);
  try {
    return await db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, { forUpdate: true });
      if (!order) throw notFound('No such order.');
      await checkUploader(tx, user, order);
      const [{ n }] = await tx.select({ n: count() }).from(orderFiles).where(eq(orderFiles.orderId, order.id));
      if (n >= ORDER_FILES_MAX)
        throw fileError(`An order holds at most ${ORDER_FILES_MAX} files.`, 'validation.tooMany');
      const [row] = await tx
        .insert(orderFiles)
        .values({
          id,
          orderId: order.id,
          name: upload.name,
          mimeType: upload.type,
          size: upload.bytes.length,
          storageKey: key,
          uploadedBy: user.uid,
        })
        .returning();
      await writeAudit(tx, {
        actorId: user.uid,
        action: 'order.file_uploaded',
        entityType: 'order',
        entityId: order.id,
        detail: { reference: order.reference, fileId: id, mimeType: upload.type, size: upload.bytes.length },
      });
      return { file: toFile(row), audience: await audienceOf(tx, order, [user.uid]) };
    });
  } catch (error) {
    await storage.remove(key);
    if (error instanceof OrderAccessDenied) await auditDenied(db, user, error);
    throw error;
  }
}

/** The file row to stream, for those who see the order's health data (not the shipper); the read is audited. */
export async function openFile(db: Db, user: UserProfile, orderId: string, fileId: string) {
  const order = await auditingRefusals(db, user, async () => {
    const found = await findOrder(db, orderId);
    // The courier sees the order but not its prescriptions: their request is refused and traced like a stranger's.
    if (!found || !seesHealthData(await actorFor(db, user, found)))
      throw new OrderAccessDenied(orderId, 'file', 'No such file.');
    return found;
  });
  const [row] = /^[0-9a-f-]{36}$/i.test(fileId)
    ? await db
        .select()
        .from(orderFiles)
        .where(and(eq(orderFiles.orderId, order.id), eq(orderFiles.id, fileId)))
    : [];
  if (!row) throw notFound('No such file.');
  await writeAudit(db, {
    actorId: user.uid,
    action: 'order.file_read',
    entityType: 'order',
    entityId: order.id,
    detail: { reference: order.reference, fileId: row.id },
  });
  return row;
}
