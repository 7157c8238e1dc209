import { decideAccountAction, type AccountAction, type AccountStatus } from '@pharmacy/shared/accounts/lifecycle';
import { conflict, forbidden } from '../../../lib/errors';

/** What the shared table needs of the locked `users` row. */
export interface AccountRow {
  uid: string;
  status: string;
  anonymisedAt: Date | null;
}

/**
 * An admin's decision on the row locked by the caller's transaction, by the shared account lifecycle
 * (packages/shared/src/accounts/lifecycle.ts): the status it leads to, or its refusal as a 409 with the table's code
 * and reason. Only admin routes get here; a FORBIDDEN would still be a 403.
 */
export function decideForAdmin(person: AccountRow, action: AccountAction, adminId: string): AccountStatus {
  const decision = decideAccountAction(
    { status: person.status as AccountStatus, anonymised: person.anonymisedAt !== null },
    action,
    { isAdmin: true, isSelf: person.uid === adminId },
  );
  if (decision.ok) return decision.to;
  if (decision.refusal === 'FORBIDDEN') throw forbidden(decision.reason);
  throw conflict(decision.refusal, decision.reason);
}
