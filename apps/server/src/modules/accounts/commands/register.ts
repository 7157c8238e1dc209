import type { Language } from '@pharmacy/shared/languages';
import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { initialStatusFor, type AccountStatus, type Role } from '@pharmacy/shared/roles';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { authAccount, authUser, userRole, users } from '../../../db/schema';
import { conflict, forbidden } from '../../../lib/errors';
import { emailExists, findProfile } from '../repository/profile';
import { isSlugViolation, withUniqueSlug } from '../../../lib/slugs';
import { isUniqueViolation } from '../../../db/unique-violation';

export interface NewAccount {
  email: string;
  /** None for an account an admin creates: the person chooses one through the e-mailed reset link. */
  password?: string;
  firstName: string;
  lastName: string;
  role: Role;
  language?: Language;
  emailVerified?: boolean;
  status?: AccountStatus;
  phone?: string;
  address?: string;
  postalCode?: string;
  city?: string;
  /** More writes in the same transaction (an admin's pharmacy link and audit entry). */
  within?: (tx: Db, uid: string) => Promise<void>;
}

const EMAIL_TAKEN = () =>
  conflict('EMAIL_TAKEN', 'An account with this e-mail address already exists.', { email: 'validation.emailTaken' });

/**
 * SPEC §7 registration order, performed on the server in one transaction: the account (auth user + credential),
 * the `users` profile, and the `user_role` link. Either all exist or none does.
 */
export async function createAccount(db: Db, input: NewAccount): Promise<UserProfile> {
  if (await emailExists(db, input.email)) throw EMAIL_TAKEN();
  const uid = randomUUID();
  const passwordHash = input.password === undefined ? null : await hashPassword(input.password);
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
        if (passwordHash !== null) {
          await tx.insert(authAccount).values({
            id: randomUUID(),
            accountId: uid,
            providerId: 'credential',
            userId: uid,
            password: passwordHash,
            createdAt: now,
            updatedAt: now,
          });
        }
        await tx.insert(users).values({
          uid,
          email: input.email,
          firstName: input.firstName,
          lastName: input.lastName,
          displayName,
          role: input.role,
          status: input.status ?? initialStatusFor(input.role),
          language: input.language ?? 'en',
          phone: input.phone ?? '',
          address: input.address ?? '',
          postalCode: input.postalCode ?? '',
          city: input.city ?? '',
          slug,
          createdAt: now,
          updatedAt: now,
        });
        await tx.insert(userRole).values({ userId: uid, roleId: input.role });
        await input.within?.(tx, uid);
      }),
    );
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error) && !isSlugViolation(error)) throw EMAIL_TAKEN();
    throw error;
  }
  return (await findProfile(db, uid))!;
}

/** Self-registration (docs/PRODUCT.md): any role but admin. */
export async function register(db: Db, input: Omit<NewAccount, 'emailVerified' | 'status'>): Promise<UserProfile> {
  if (input.role === 'admin') {
    throw forbidden('Administrator accounts cannot be created by registration.', 'ROLE_FORBIDDEN');
  }
  return createAccount(db, input);
}
