import { eq } from 'drizzle-orm';
import type { BulkAction, BulkResult } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authSession, pharmacies, pharmacyStaff, users } from '../../../db/schema';
import { writeAudit } from '../../../lib/audit';
import { badRequest, conflict, HttpError, notFound } from '../../../lib/errors';
import type { AccountEvent } from '../../../lib/mail-templates/account-update-texts';
import { announceAccount } from './account-messages';
import { decideForAdmin } from './lifecycle';

export type StatusAction = 'approve' | 'refuse' | 'suspend' | 'reactivate';

/** What the person is told of each decision (the statuses themselves come from the shared lifecycle). */
const EVENTS: Record<StatusAction, AccountEvent> = {
  approve: 'approved',
  refuse: 'refused',
  suspend: 'suspended',
  reactivate: 'reactivated',
};

export type LockedPerson = typeof users.$inferSelect;

/** The person's row, locked until the transaction ends (two admins acting at once take turns); 404 if absent. */
export async function lockPerson(tx: Db, uid: string): Promise<LockedPerson> {
  const [row] = await tx.select().from(users).where(eq(users.uid, uid)).for('update');
  if (!row) throw notFound('No such account.');
  return row;
}

/** Links a pharmacy account to its pharmacy (approval or creation); the pharmacy must exist. */
export async function linkPharmacy(tx: Db, person: { uid: string; role: string }, pharmacyId: string): Promise<void> {
  if (person.role !== 'pharmacy') {
    throw conflict('WRONG_ROLE', 'Only pharmacy accounts are linked to a pharmacy.', { pharmacyId: 'validation.role' });
  }
  const [pharmacy] = await tx.select({ id: pharmacies.id }).from(pharmacies).where(eq(pharmacies.id, pharmacyId));
  if (!pharmacy) throw badRequest('No such pharmacy.', { pharmacyId: 'validation.unknownPharmacy' });
  await tx.insert(pharmacyStaff).values({ pharmacyId, userId: person.uid }).onConflictDoNothing();
}

export interface StatusChange {
  action: StatusAction;
  uid: string;
  actorId: string;
  message?: string;
  pharmacyId?: string;
}

/**
 * One status action in one transaction: the rule, the new status, the audit entry, the person's notification and
 * e-mail. Suspending or refusing also ends every session of the person.
 */
export async function changeStatus(db: Db, change: StatusChange): Promise<void> {
  const event = EVENTS[change.action];
  await db.transaction(async (tx) => {
    const person = await lockPerson(tx, change.uid);
    const to = decideForAdmin(person, change.action, change.actorId);
    if (change.pharmacyId) await linkPharmacy(tx, person, change.pharmacyId);
    await tx.update(users).set({ status: to, updatedAt: new Date() }).where(eq(users.uid, person.uid));
    // Suspended or refused: signed out everywhere at once (sign-in refuses them from now on: auth/account-status.ts).
    if (to === 'suspended' || to === 'refused') await tx.delete(authSession).where(eq(authSession.userId, person.uid));
    await writeAudit(tx, {
      actorId: change.actorId,
      action: `account.${event}`,
      entityType: 'user',
      entityId: person.uid,
      detail: { from: person.status, to, ...(change.pharmacyId ? { pharmacyId: change.pharmacyId } : {}), ...(change.message ? { message: change.message } : {}) },
    });
    await announceAccount(tx, {
      uid: person.uid,
      email: person.email,
      language: person.language,
      displayName: person.displayName,
      event,
      message: change.message,
    });
  });
}

/** The same action on many accounts, each in its own transaction: one failing does not undo the others. */
export async function bulkChangeStatus(
  db: Db,
  input: { action: BulkAction; uids: string[]; message?: string },
  actorId: string,
): Promise<BulkResult & { changed: string[] }> {
  const results: BulkResult['results'] = [];
  const changed: string[] = [];
  for (const uid of [...new Set(input.uids)]) {
    try {
      await changeStatus(db, { action: input.action, uid, actorId, message: input.message });
      results.push({ uid, ok: true });
      changed.push(uid);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      results.push({ uid, ok: false, code: error.code });
    }
  }
  return { results, changed };
}
