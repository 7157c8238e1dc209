import { expect } from 'vitest';
import { ensureAdmin } from '../seed/admin';
import { GOOD_PASSWORD, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from './test-app';

/** Fixtures shared by the server's API tests: people of every role, pharmacies, and the cast of the role matrices. */

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export interface Person {
  cookie: string;
  uid: string;
}

export function requester(t: TestApp) {
  return (method: Method, url: string, cookie?: string, payload?: unknown) =>
    t.app.inject({
      method,
      url,
      headers: cookie ? { cookie } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
}

export async function signInNewAdmin(t: TestApp): Promise<string> {
  const email = uniqueEmail('admin');
  await ensureAdmin(t.database.db, { email, password: GOOD_PASSWORD });
  return signIn(t, email, GOOD_PASSWORD);
}

/** A pharmacy or shipper account an admin has approved. */
export async function approvedAccount(
  t: TestApp,
  admin: string,
  role: 'pharmacy' | 'shipper',
): Promise<Person & { email: string }> {
  const user = await registerVerifiedUser(t, { role });
  const res = await requester(t)('POST', `/api/admin/accounts/${user.uid}/approve`, admin, {});
  expect(res.statusCode, res.body).toBe(200);
  return user;
}

export async function createPharmacyAs(
  t: TestApp,
  admin: string,
  fields: { name: string; code: string; city?: string; postalCode?: string },
): Promise<string> {
  const res = await requester(t)('POST', '/api/pharmacies', admin, {
    address: 'Rue Haute 1',
    postalCode: '1000',
    city: 'Bruxelles',
    ...fields,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().id;
}

export async function linkStaff(t: TestApp, admin: string, pharmacyId: string, uid: string): Promise<void> {
  expect((await requester(t)('PUT', `/api/pharmacies/${pharmacyId}/staff/${uid}`, admin)).statusCode).toBe(204);
}

/** 'YYYY-MM-DD' `days` after the given date. */
export function addDays(isoDate: string, days: number): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The people every role matrix asks: one of each role, staff of two pharmacies, and a pharmacy account still pending. */
export interface RoleCast {
  admin: string;
  customer: Person;
  staffA: Person & { email: string };
  staffB: Person & { email: string };
  shipper: Person & { email: string };
  pending: Person & { email: string };
}

export async function createRoleCast(t: TestApp): Promise<RoleCast> {
  const admin = await signInNewAdmin(t);
  return {
    admin,
    customer: await registerVerifiedUser(t),
    staffA: await approvedAccount(t, admin, 'pharmacy'),
    staffB: await approvedAccount(t, admin, 'pharmacy'),
    shipper: await approvedAccount(t, admin, 'shipper'),
    pending: await registerVerifiedUser(t, { role: 'pharmacy' }),
  };
}

/** The rows of a pharmacy-scoped role matrix ("that pharmacy" is the one staffA works for). */
export const WHO = [
  'anonymous',
  'customer',
  'staff of that pharmacy',
  'staff of another pharmacy',
  'shipper',
  'pending pharmacy account',
  'admin',
] as const;
export type Who = (typeof WHO)[number];

export function cookieFor(cast: RoleCast, who: Who): string | undefined {
  const cookies: Record<Who, string | undefined> = {
    anonymous: undefined,
    customer: cast.customer.cookie,
    'staff of that pharmacy': cast.staffA.cookie,
    'staff of another pharmacy': cast.staffB.cookie,
    shipper: cast.shipper.cookie,
    'pending pharmacy account': cast.pending.cookie,
    admin: cast.admin,
  };
  return cookies[who];
}

/** A matrix's rows as [who, expected status] pairs, in WHO order. */
export const cells = (expected: Record<Who, number>) => WHO.map((who) => [who, expected[who]] as const);

/** Only an admin gets `ok`; the anonymous 401, everyone else 403. */
export const adminOnly = (ok: number) =>
  cells({
    anonymous: 401,
    customer: 403,
    'staff of that pharmacy': 403,
    'staff of another pharmacy': 403,
    shipper: 403,
    'pending pharmacy account': 403,
    admin: ok,
  });
