import { expect } from 'vitest';
import { ensureAdmin } from '../../seed/admin';
import { GOOD_PASSWORD, registerVerifiedUser, signIn, uniqueEmail, type TestApp } from '../../test/test-app';

/** Test helpers shared by the pharmacy and shipper API tests: people of every role and pharmacies. */

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
