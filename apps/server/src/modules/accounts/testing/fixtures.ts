import type { LightMyRequestResponse } from 'fastify';
import type { AccountStatus, Role } from '@pharmacy/shared/roles';
import { createTestApp, GOOD_PASSWORD, signIn, uniqueEmail, type TestApp } from '../../../test/test-app';
import { createAccount } from '../commands/register';

/* Test-only: the people every role-matrix test of issue 5 asks as. */

export interface Someone {
  uid: string;
  cookie: string;
  email: string;
}

export async function someone(
  t: TestApp,
  role: Role,
  options: { status?: AccountStatus; firstName?: string; lastName?: string; language?: string } = {},
): Promise<Someone> {
  const email = uniqueEmail(role);
  const profile = await createAccount(t.database.db, {
    email,
    password: GOOD_PASSWORD,
    firstName: options.firstName ?? 'Test',
    lastName: options.lastName ?? role,
    role,
    language: options.language,
    emailVerified: true,
    status: options.status ?? 'active',
  });
  return { uid: profile.uid, cookie: await signIn(t, email, GOOD_PASSWORD), email };
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
