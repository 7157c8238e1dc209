import { and, eq, isNotNull } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type Language } from '@pharmacy/shared/languages';
import { initialStatusFor, ROLES, type Role } from '@pharmacy/shared/roles';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authAccount, authUser, userRole, users } from '../../../db/schema';
import { withUniqueSlug } from '../../../lib/slugs';
import { findProfile } from '../repository/profile';

interface Names {
  firstName: string;
  lastName: string;
}

/** The claims of a stored id token; it was verified against the issuer's keys when the account was linked. */
function idTokenClaims(idToken: string): Record<string, unknown> {
  try {
    const payload = idToken.split('.')[1] ?? '';
    return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** First and last name from the provider's id token (given_name / family_name), else from the display name or e-mail. */
async function namesOf(db: Db, user: { id: string; name: string; email: string }): Promise<Names> {
  const accounts = await db
    .select({ idToken: authAccount.idToken })
    .from(authAccount)
    .where(and(eq(authAccount.userId, user.id), isNotNull(authAccount.idToken)));
  for (const { idToken } of accounts) {
    const claims = idTokenClaims(idToken!);
    const firstName = text(claims.given_name);
    if (firstName) return { firstName, lastName: text(claims.family_name) };
  }
  const [first, ...rest] = (text(user.name) || user.email.split('@')[0]!).split(/\s+/);
  return { firstName: first || user.email, lastName: rest.join(' ') };
}

/**
 * The SPEC profile (`users`) and role link (`user_role`) of an auth user better-auth created itself (a first social
 * sign-in), written once: safe to call again, and from two requests at once.
 */
export async function ensureProfile(
  db: Db,
  uid: string,
  language: Language = DEFAULT_LANGUAGE,
): Promise<UserProfile | null> {
  const existing = await findProfile(db, uid);
  if (existing) return existing;
  const [user] = await db.select().from(authUser).where(eq(authUser.id, uid));
  if (!user) return null;
  const role: Role = (ROLES as readonly string[]).includes(user.role) ? (user.role as Role) : 'customer';
  const { firstName, lastName } = await namesOf(db, user);
  const displayName = `${firstName} ${lastName}`.trim();
  const now = new Date();
  await withUniqueSlug(db, 'user', displayName, (slug) =>
    db.transaction(async (tx) => {
      // Only a second writer for the same person is ignored; a slug taken meanwhile still throws, so a new one is chosen.
      await tx
        .insert(users)
        .values({
          uid,
          email: user.email,
          firstName,
          lastName,
          displayName,
          role,
          status: initialStatusFor(role),
          language,
          slug,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoNothing({ target: users.uid });
      await tx.insert(userRole).values({ userId: uid, roleId: role }).onConflictDoNothing();
    }),
  );
  return findProfile(db, uid);
}
