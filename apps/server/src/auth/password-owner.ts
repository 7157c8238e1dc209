import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authVerification, users } from '../db/schema';
import type { PasswordOwner } from './password-strength';

const NOBODY: PasswordOwner = { email: '', names: [] };

/**
 * Whose new password it is, so their e-mail and names count against it: the holder of the reset token (reset) or
 * the signed-in person (change). An unknown token gets no known words; better-auth refuses it anyway.
 */
export async function passwordOwner(
  db: Db,
  from: { token?: unknown; session: () => Promise<{ user: { id: string } } | null> },
): Promise<PasswordOwner> {
  let uid: string | undefined;
  if (typeof from.token === 'string' && from.token) {
    // better-auth keeps a reset token as `reset-password:<token>`, the user id as its value.
    const [row] = await db
      .select({ value: authVerification.value })
      .from(authVerification)
      .where(and(eq(authVerification.identifier, `reset-password:${from.token}`), gt(authVerification.expiresAt, sql`now()`)))
      .limit(1);
    uid = row?.value;
  } else {
    uid = (await from.session().catch(() => null))?.user.id;
  }
  if (!uid) return NOBODY;
  const [row] = await db.select({ email: users.email, first: users.firstName, last: users.lastName }).from(users).where(eq(users.uid, uid));
  return row ? { email: row.email, names: [row.first, row.last] } : NOBODY;
}
