import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { authAccount, authSession, authUser, users } from '../../../db/schema';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';

/** The columns of the SPEC §3 profile (`toProfile`); person rows add theirs (person.ts). */
export const profileColumns = {
  uid: users.uid,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  displayName: users.displayName,
  role: users.role,
  status: users.status,
  phone: users.phone,
  language: users.language,
  createdAt: users.createdAt,
  updatedAt: users.updatedAt,
  emailVerified: authUser.emailVerified,
};

type ProfileSelection = { [K in keyof typeof profileColumns]: (typeof profileColumns)[K]['_']['data'] };

export function toProfile(row: ProfileSelection): UserProfile {
  return {
    uid: row.uid,
    email: row.email,
    first_name: row.firstName,
    last_name: row.lastName,
    displayName: row.displayName,
    role: row.role as UserProfile['role'],
    status: row.status as UserProfile['status'],
    phone: row.phone,
    language: row.language as UserProfile['language'],
    emailVerified: row.emailVerified,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function findProfile(db: Db, uid: string): Promise<UserProfile | null> {
  const rows = await db.select(profileColumns).from(users).innerJoin(authUser, eq(authUser.id, users.uid)).where(eq(users.uid, uid));
  return rows[0] ? toProfile(rows[0]) : null;
}

/** The profile behind a live session token, with the session's expiry; one indexed join. */
export async function findProfileBySessionToken(
  db: Db,
  token: string,
): Promise<{ profile: UserProfile; sessionExpiresAt: Date } | null> {
  const rows = await db
    .select({ ...profileColumns, sessionExpiresAt: authSession.expiresAt })
    .from(authSession)
    .innerJoin(users, eq(users.uid, authSession.userId))
    .innerJoin(authUser, eq(authUser.id, users.uid))
    .where(and(eq(authSession.token, token), gt(authSession.expiresAt, sql`now()`)));
  const row = rows[0];
  return row ? { profile: toProfile(row), sessionExpiresAt: row.sessionExpiresAt } : null;
}

export async function findProfileLanguage(db: Db, uid: string): Promise<string | undefined> {
  const rows = await db.select({ language: users.language }).from(users).where(eq(users.uid, uid));
  return rows[0]?.language;
}

export async function emailExists(db: Db, email: string): Promise<boolean> {
  const rows = await db.select({ id: authUser.id }).from(authUser).where(eq(authUser.email, email)).limit(1);
  return rows.length > 0;
}

/** Whether the account can sign in at all (a password or a provider); accounts made by an admin start without. */
export async function hasSignInMethod(db: Db, uid: string): Promise<boolean> {
  const rows = await db.select({ id: authAccount.id }).from(authAccount).where(eq(authAccount.userId, uid)).limit(1);
  return rows.length > 0;
}
