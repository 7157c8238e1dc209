import type { Language } from '@pharmacy/shared/languages';
import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { AccountStatus, Role } from '@pharmacy/shared/roles';
import { pharmacies } from '../../../db/schema';
import { createTestApp, GOOD_PASSWORD, signIn, uniqueEmail, type TestApp } from '../../../test/test-app';
import { createAccount } from '../commands/register';

/* Test-only: the accounts every accounts test (and the avatar and account-state matrices) asks as, and its requests. */

export interface Someone {
  uid: string;
  cookie: string;
  email: string;
}

export interface AccountOptions {
  status?: AccountStatus;
  firstName?: string;
  lastName?: string;
  language?: Language;
  phone?: string;
  address?: string;
  postalCode?: string;
  city?: string;
  /** false: no password at all, like an account an admin made (faster: nothing to hash, no way to sign in). */
  password?: boolean;
}

/** A verified account written straight to the database (as an admin would leave it), active unless told otherwise. */
export async function anAccount(t: TestApp, role: Role, options: AccountOptions = {}): Promise<{ uid: string; email: string }> {
  const email = uniqueEmail(role);
  const profile = await createAccount(t.database.db, {
    email,
    password: options.password === false ? undefined : GOOD_PASSWORD,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? role,
    role,
    language: options.language,
    phone: options.phone,
    address: options.address,
    postalCode: options.postalCode,
    city: options.city,
    emailVerified: true,
    status: options.status ?? 'active',
  });
  return { uid: profile.uid, email };
}

/** anAccount, signed in with GOOD_PASSWORD. */
export async function someone(t: TestApp, role: Role, options: Omit<AccountOptions, 'password'> = {}): Promise<Someone> {
  const { uid, email } = await anAccount(t, role, options);
  return { uid, cookie: await signIn(t, email, GOOD_PASSWORD), email };
}

export interface Cast {
  t: TestApp;
  admin: Someone;
  customer: Someone;
  pharmacy: Someone;
  shipper: Someone;
  pending: Someone;
}

export async function createCast(t?: TestApp): Promise<Cast> {
  const app = t ?? (await createTestApp({ RATE_LIMIT_MAX: '10000' }));
  const [admin, customer, pharmacy, shipper, pending] = await Promise.all([
    someone(app, 'admin'),
    someone(app, 'customer'),
    someone(app, 'pharmacy'),
    someone(app, 'shipper'),
    someone(app, 'shipper', { status: 'pending' }),
  ]);
  return { t: app, admin, customer, pharmacy, shipper, pending };
}

/** Who is refused what on an admin-only endpoint: everyone but an active admin. */
export const ADMIN_ONLY: [keyof Omit<Cast, 't'> | 'anonymous', number][] = [
  ['anonymous', 401],
  ['customer', 403],
  ['pharmacy', 403],
  ['shipper', 403],
  ['pending', 403],
];

export function cookieOf(cast: Cast, who: keyof Omit<Cast, 't'> | 'anonymous'): string | undefined {
  return who === 'anonymous' ? undefined : cast[who].cookie;
}

export function ask(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  cookie?: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: cookie ? { cookie } : {}, ...(payload ? { payload } : {}) });
}

/** A valid POST /api/user body (SPEC §7 registration) with a new address. */
export const registration = (patch: Record<string, unknown> = {}) => ({
  email: uniqueEmail(),
  password: GOOD_PASSWORD,
  name: 'Louise',
  lastname: 'Peeters',
  role: 'customer',
  ...patch,
});

/** A pharmacy row straight in the database, for linking accounts to it. */
export async function aPharmacy(t: TestApp, name = 'Pharmacie Test'): Promise<string> {
  const id = randomUUID();
  const slug = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${id.slice(0, 6)}`;
  await t.database.db.insert(pharmacies).values({ id, name, slug, code: `BE-${id.slice(0, 8)}`, address: 'Rue 1', postalCode: '1000', city: 'Bruxelles' });
  return id;
}
