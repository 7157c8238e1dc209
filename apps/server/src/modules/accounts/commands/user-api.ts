import { eq } from 'drizzle-orm';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authUser } from '../../../db/schema';
import { forbidden, notFound, unauthenticated } from '../../../lib/errors';
import { findProfile } from '../repository/profile';
import type { TokenCaller } from '../routes/bearer';
import { ensureProfile } from './ensure-profile';

const sameEmail = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** SPEC §7 GET user?email: one's own record, or anyone's for an active admin (unknown e-mail: 404). */
export async function readUserByEmail(db: Db, caller: TokenCaller, email: string): Promise<UserProfile> {
  const me = await ensureProfile(db, caller.uid);
  if (!me) throw unauthenticated();
  if (sameEmail(me.email, email)) return me;
  if (me.role !== 'admin' || me.status !== 'active') throw forbidden('You may only read your own user record.');
  const [found] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email.trim().toLowerCase()));
  const profile = found ? await findProfile(db, found.id) : null;
  if (!profile) throw notFound('No user has this e-mail address.');
  return profile;
}

/**
 * SPEC §7 PUT /user/link {firebaseid, email}: `firebaseid` is the auth user id here. Only for oneself; makes sure the
 * profile and role link exist (idempotent) and answers the profile.
 */
export async function linkUser(
  db: Db,
  caller: TokenCaller,
  body: { firebaseid: string; email: string },
): Promise<UserProfile> {
  if (body.firebaseid !== caller.uid || !sameEmail(body.email, caller.email)) {
    throw forbidden('You may only link your own account.');
  }
  const profile = await ensureProfile(db, caller.uid);
  if (!profile) throw unauthenticated();
  return profile;
}
