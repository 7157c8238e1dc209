import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_STATUSES,
  decideAccountAction,
  type AccountAction,
  type AccountDecision,
} from '@pharmacy/shared/accounts/lifecycle';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { anAccount, ask, someone, type Someone } from '../testing/fixtures';

/* The shared table (what the web app offers) and the server (what it accepts) answer every cell alike. */

let t: TestApp;
let admin: Someone;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '10000' });
  admin = await someone(t, 'admin');
});
afterAll(() => t.close());

/** Each action of the table as the admin's request. */
const REQUESTS: Record<AccountAction, { method: 'POST' | 'PUT'; path: string; body?: object }> = {
  approve: { method: 'POST', path: 'approve' },
  refuse: { method: 'POST', path: 'refuse', body: { message: 'Not a pharmacy.' } },
  suspend: { method: 'POST', path: 'suspend' },
  reactivate: { method: 'POST', path: 'reactivate' },
  change_role: { method: 'PUT', path: 'role', body: { role: 'customer' } },
  anonymise: { method: 'POST', path: 'anonymise' },
};

const act = (uid: string, action: AccountAction) => {
  const { method, path, body } = REQUESTS[action];
  return ask(t, method, `/api/admin/accounts/${uid}/${path}`, admin.cookie, body);
};

function expectAgreement(res: LightMyRequestResponse, decision: AccountDecision): void {
  if (decision.ok) {
    expect(res.statusCode, res.body).toBeGreaterThanOrEqual(200);
    expect(res.statusCode, res.body).toBeLessThan(300);
    // Approve, refuse, suspend, reactivate and role answer the person: in the status the table leads to.
    if (res.statusCode === 200) expect(res.json().status).toBe(decision.to);
    return;
  }
  expect(res.statusCode, res.body).toBe(decision.refusal === 'FORBIDDEN' ? 403 : 409);
  expect(res.json()).toEqual({ code: decision.refusal, message: decision.reason });
}

describe.each(ACCOUNT_STATUSES)('on a %s account', (status) => {
  it.each(ACCOUNT_ACTIONS)('%s answers 2xx exactly when the shared table says ok', async (action) => {
    const person = await anAccount(t, 'shipper', { status, password: false });
    const decision = decideAccountAction({ status, anonymised: false }, action, { isAdmin: true, isSelf: false });
    expectAgreement(await act(person.uid, action), decision);
  });
});

describe('on the admin’s own account and on an anonymised one', () => {
  it.each(ACCOUNT_ACTIONS)('%s on oneself', async (action) => {
    const decision = decideAccountAction({ status: 'active', anonymised: false }, action, { isAdmin: true, isSelf: true });
    expectAgreement(await act(admin.uid, action), decision);
  });

  it.each(ACCOUNT_ACTIONS)('%s on an anonymised account', async (action) => {
    const person = await anAccount(t, 'shipper', { password: false });
    expect((await act(person.uid, 'anonymise')).statusCode).toBe(204);
    const decision = decideAccountAction({ status: 'suspended', anonymised: true }, action, { isAdmin: true, isSelf: false });
    expectAgreement(await act(person.uid, action), decision);
  });
});
