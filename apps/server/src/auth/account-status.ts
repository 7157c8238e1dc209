import { eq } from 'drizzle-orm';
import { APIError } from 'better-auth/api';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** The refusals a suspended or refused account meets at sign-in (password or provider), with codes the web translates. */
const CLOSED = {
  suspended: { code: 'ACCOUNT_SUSPENDED', message: 'Your account is suspended. Contact the PharmaLink team if you think this is a mistake.' },
  refused: { code: 'ACCOUNT_REFUSED', message: 'Your account was not approved, so you cannot sign in.' },
} as const;

export async function findAccountStatus(db: Db, uid: string): Promise<string | undefined> {
  const [row] = await db.select({ status: users.status }).from(users).where(eq(users.uid, uid));
  return row?.status;
}

/**
 * Runs before better-auth writes any session (password, provider callback): a suspended or refused account gets
 * none. The password has been checked by then, so the 403 tells nothing to someone who does not know it.
 */
export async function refuseClosedAccount(db: Db, uid: string): Promise<void> {
  const status = await findAccountStatus(db, uid);
  if (status === 'suspended' || status === 'refused') throw new APIError('FORBIDDEN', CLOSED[status]);
}

/** Id tokens (GET /api/auth/token) are for active accounts only: a pending one has nothing to call with them. */
export async function requireActiveForToken(db: Db, uid: string): Promise<void> {
  if ((await findAccountStatus(db, uid)) !== 'active') {
    throw new APIError('FORBIDDEN', { code: 'ACCOUNT_NOT_ACTIVE', message: 'Access tokens are for approved, active accounts only.' });
  }
}
