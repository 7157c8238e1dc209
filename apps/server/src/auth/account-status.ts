import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The refusal a suspended account meets at sign-in (password or provider), with a code the web translates. */
const SUSPENDED = { code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended. Contact the PharmaLink team if you think this is a mistake.' } as const;

export async function findAccountStatus(db: Db, uid: string): Promise<string | undefined> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.uid, uid));
  return row?.status;
}

/**
 * Runs before better-auth writes any session (password, provider callback): a suspended account gets none. The
 * password has been checked by then, so the 403 tells nothing to someone who does not know it. A refused applicant
 * does sign in, to one page with the decision and their mailbox (docs/decisions/013-refused-applicants-mailbox.md).
 */
export async function refuseClosedAccount(db: Db, uid: string): Promise<void> {
  if ((await findAccountStatus(db, uid)) === 'suspended') throw new APIError('FORBIDDEN', SUSPENDED);
}

/** Id tokens (GET /api/auth/token) are for active accounts only: a pending one has nothing to call with them. */
export async function requireActiveForToken(db: Db, uid: string): Promise<void> {
  if ((await findAccountStatus(db, uid)) !== 'active') {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_NOT_ACTIVE', message: 'Access tokens are for approved, active accounts only.' });
  }
}
