import { randomBytes } from 'node:crypto';
import { expect, request } from '@playwright/test';
import type { APIRequestContext } from '@playwright/test';
import { baseUrl, DEFAULT_PASSWORD } from './env';
import { findLink, waitForMail } from './mailbox';

export type SelfRegisterRole = 'customer' | 'pharmacy' | 'shipper';

export interface Credentials {
  email: string;
  password: string;
}

export interface Account extends Credentials {
  firstName: string;
  lastName: string;
  role: SelfRegisterRole;
}

/** Subjects are translated text; these match the English ones without pinning the wording. */
export const VERIFY_SUBJECT = /verif|confirm/i;
export const RESET_SUBJECT = /reset|password/i;

/** A fresh account each time: tests never share or depend on each other's people. */
export function newAccount(role: SelfRegisterRole): Account {
  const tag = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  return { email: `${role}-${tag}@example.com`, password: DEFAULT_PASSWORD, firstName: 'Jane', lastName: `Doe ${tag}`, role };
}

/** POST /api/user (SPEC §7 "POST /user"). */
export async function registerViaApi(request: APIRequestContext, account: Account): Promise<void> {
  const res = await request.post('/api/user', {
    data: { email: account.email, password: account.password, name: account.firstName, lastname: account.lastName, role: account.role },
  });
  expect(res.status(), `POST /api/user: ${await res.text()}`).toBe(201);
}

/** Reads the verification e-mail from the SMTP peer and confirms the address through the API. */
export async function verifyViaMail(request: APIRequestContext, email: string, since = 0): Promise<void> {
  const link = findLink(await waitForMail(email, VERIFY_SUBJECT, { since }), '/auth/verify');
  const token = link.searchParams.get('token');
  expect(token, `token in ${link.href}`).toBeTruthy();
  const res = await request.get(`/api/auth/verify-email?token=${encodeURIComponent(token ?? '')}`);
  expect(res.status(), `verify-email: ${await res.text()}`).toBeLessThan(400);
}

export async function createVerifiedAccount(request: APIRequestContext, role: SelfRegisterRole): Promise<Account> {
  const account = newAccount(role);
  const since = Date.now();
  await registerViaApi(request, account);
  await verifyViaMail(request, account.email, since);
  return account;
}

/** Signs in through better-auth; on `page.request` the session cookie is shared with the page. */
export async function signInViaApi(request: APIRequestContext, credentials: Credentials): Promise<void> {
  const res = await request.post('/api/auth/sign-in/email', {
    data: { email: credentials.email, password: credentials.password },
    // better-auth checks the Origin of cookie-setting POSTs against APP_URL.
    headers: { origin: baseUrl() },
  });
  expect(res.status(), `sign-in of ${credentials.email}: ${await res.text()}`).toBe(200);
}

/** A verified account of `role` made through the API, with its uid (read as the person, from a context of its own). */
export async function createVerifiedAccountWithUid(role: SelfRegisterRole): Promise<Account & { uid: string }> {
  const anonymous = await request.newContext({ baseURL: baseUrl() });
  const account = await createVerifiedAccount(anonymous, role);
  await anonymous.dispose();
  const self = await request.newContext({ baseURL: baseUrl() });
  await signInViaApi(self, account);
  const { uid } = (await (await self.get('/api/me')).json()) as { uid: string };
  await self.dispose();
  return { ...account, uid };
}
