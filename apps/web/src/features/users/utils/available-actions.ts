import { allowedAccountActions, type AccountAction } from '@pharmacy/shared/accounts/lifecycle';
import type { Person, UserProfile } from '@pharmacy/shared/schemas/accounts';

/** The web's name of each decision: the same as the shared lifecycle's, but 'change_role' is 'role' in its texts. */
export const USER_ACTIONS = ['approve', 'refuse', 'suspend', 'reactivate', 'role', 'anonymise'] as const;
export type UserActionKind = (typeof USER_ACTIONS)[number];

const toKind = (action: AccountAction): UserActionKind => (action === 'change_role' ? 'role' : action);

/** Who is deciding: the signed-in person (null while the session is unknown, which allows nothing). */
export type Decider = Pick<UserProfile, 'uid' | 'role'> | null;

/**
 * The decisions the shared account lifecycle allows `decider` on the account now, so the menus offer only what the
 * server will accept (it runs the same table).
 */
export function availableActions(person: Pick<Person, 'uid' | 'status' | 'anonymised'>, decider: Decider): UserActionKind[] {
  const actor = { isAdmin: decider?.role === 'admin', isSelf: decider?.uid === person.uid };
  return allowedAccountActions({ status: person.status, anonymised: person.anonymised }, actor).map(toKind);
}
