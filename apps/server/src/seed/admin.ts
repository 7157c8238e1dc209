import type { Db } from '../db/client';
import { emailExists } from '../modules/accounts/repository/profile';
import { createAccount } from '../modules/accounts/commands/register';
import { passwordWeakness } from '../auth/password-strength';

/** Admins are never self-registered (docs/PRODUCT.md): this is how the first one exists. Idempotent. */
export async function ensureAdmin(
  db: Db,
  input: { email: string; password: string; firstName?: string; lastName?: string },
): Promise<'created' | 'exists'> {
  const email = input.email.trim().toLowerCase();
  if (await emailExists(db, email)) return 'exists';
  // The first admin's password (ADMIN_PASSWORD, the CLI) meets the same rule as everyone's.
  const weakness = passwordWeakness(input.password, { email, names: [input.firstName ?? '', input.lastName ?? ''] });
  if (weakness) throw new Error(`The admin password is too easy to guess (${weakness}): choose a longer or less common one.`);
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
