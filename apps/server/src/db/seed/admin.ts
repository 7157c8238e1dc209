import type { Db } from '../client';
import { emailExists } from '../../modules/users/repository';
import { createAccount } from '../../modules/users/service';

/** Admins are never self-registered (PRODUCT.md): this is how the first one exists. Idempotent. */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<'created' | 'exists'> {
  const email = input.email.trim().toLowerCase();
  if (await emailExists(db, email)) return 'exists';
  await createAccount(db, {
    email,
    password: input.password,
    firstName: input.firstName ?? 'Platform',
    lastName: input.lastName ?? 'Admin',
    role: 'admin',
    emailVerified: true,
    status: 'active',
  });
  return 'created';
}
