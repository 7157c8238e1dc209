import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { writeAudit } from '../../lib/audit';
import { HttpError } from '../../lib/errors';

/*
 * A request for an order the person may not see answers 404 (its existence is not revealed), and leaves a trace:
 * someone probing order ids, or a courier opening an order after it was taken from them, shows in the audit log
 * with who asked (id and role), which id they asked for and through which door. No health data is written.
 */

export type OrderDoor = 'order' | 'file' | 'upload' | 'transition' | 'lines';

export class OrderAccessDenied extends HttpError {
  constructor(
    readonly orderId: string,
    readonly door: OrderDoor,
    message = 'No such order.',
  ) {
    super(404, 'NOT_FOUND', message);
  }
}

export async function auditDenied(db: Db, user: UserProfile, denied: OrderAccessDenied): Promise<void> {
  await writeAudit(db, {
    actorId: user.uid,
    action: 'order.access_denied',
    entityType: 'order',
    entityId: denied.orderId,
    detail: { role: user.role, door: denied.door },
  });
}

/**
 * Runs `work` and writes its access refusal, if any, to the audit log before passing it on. The entry is written with
 * `db`, outside `work`'s transaction, which the refusal rolls back.
 */
export async function auditingRefusals<T>(db: Db, user: UserProfile, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof OrderAccessDenied) await auditDenied(db, user, error);
    throw error;
  }
}
