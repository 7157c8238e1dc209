import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { initialStatusFor, type AccountStatus, type Role } from '@pharmacy/shared/roles';
import type { ProfileUpdate } from '@pharmacy/shared/schemas/auth';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import type { Db } from '../../db/client';
import { authAccount, authUser, userRole, users } from '../../db/schema';
import { conflict, forbidden, notFound } from '../../lib/errors';
import { emailExists, findProfile } from './repository';
import { withUniqueSlug } from '../../lib/slugs';

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role: Role;
  language?: string;
  emailVerified?: boolean;
  status?: AccountStatus;
}

const EMAIL_TAKEN = () =>
  conflict('EMAIL_TAKEN', 'An account with this e-mail address already exists.', { email: 'validation.emailTaken' });

function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
}

/**
 * SPEC §7 registration order, performed on the server in one transaction: the account (auth user + credential),
 * the `users` profile, and the `user_role` link. Either all exist or none does.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<UserProfile> {
  if (await emailExists(db, input.email)) throw EMAIL_TAKEN();
  const uid = randomUUID();
  const passwordHash = await hashPassword(input.password);
  const displayName = `${input.firstName} ${input.lastName}`;
  const now = new Date();
  try {
    await withUniqueSlug(db, 'user', displayName, (slug) =>
      db.transaction(async (tx) => {
        await tx.insert(authUser).values({
          id: uid,
          name: displayName,
          email: input.email,
          emailVerified: input.emailVerified ?? false,
          role: input.role,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(authAccount).values({
          id: randomUUID(),
          accountId: uid,
          providerId: 'credential',
          userId: uid,
          password: passwordHash,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(users).values({
          uid,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          displayName,
          role: input.role,
          status: input.status ?? initialStatusFor(input.role),
          language: input.language ?? 'en',
          slug,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(userRole).values({ userId: uid, roleId: input.role });
      }),
    );
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
  return (await findProfile(db, uid))!;
}

/** Self-registration (PRODUCT.md): any role but admin. */
export async function register(db: Db, input: Omit<NewAccount, 'emailVerified' | 'status'>): Promise<UserProfile> {
  if (input.role === 'admin') {
    throw forbidden('Administrator accounts cannot be created by registration.', 'ROLE_FORBIDDEN');
  }
  return createAccount(db, input);
}

export async function updateProfile(db: Db, uid: string, patch: ProfileUpdate): Promise<UserProfile> {
  const displayName = `${patch.first_name} ${patch.last_name}`;
  const now = new Date();
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({
        firstName: patch.first_name,
        lastName: patch.last_name,
        displayName,
        phone: patch.phone,
        language: patch.language,
        updatedAt: now,
      })
      .where(eq(users.uid, uid))
      .returning({ uid: users.uid });
    if (updated.length === 0) throw notFound('Profile not found.');
    await tx.update(authUser).set({ name: displayName, updatedAt: now }).where(eq(authUser.id, uid));
  });
  return (await findProfile(db, uid))!;
}

export async function setStatus(db: Db, uid: string, status: AccountStatus): Promise<void> {
  await db.update(users).set({ status, updatedAt: new Date() }).where(eq(users.uid, uid));
}
