import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_ACTIONS,
  ACCOUNT_STATUSES,
  allowedAccountActions,
  decideAccountAction,
  type AccountAction,
  type AccountStatus,
} from './lifecycle';

const admin = { isAdmin: true, isSelf: false };

/**
 * Every cell of statuses × actions for an admin acting on someone else: where it leads ("=" keeps the status) or the
 * refusal. Written out by hand from docs/PRODUCT.md so a change to the table has to change this page too.
 */
const EXPECTED: Record<AccountStatus, Record<AccountAction, AccountStatus | '=' | `!${string}`>> = {
  pending: { approve: 'active', refuse: 'refused', suspend: 'suspended', reactivate: '!NOT_SUSPENDED', change_role: '=', anonymise: '=' },
  active: { approve: '!NOT_PENDING', refuse: '!NOT_PENDING', suspend: 'suspended', reactivate: '!NOT_SUSPENDED', change_role: '=', anonymise: '=' },
  suspended: { approve: '!NOT_PENDING', refuse: '!NOT_PENDING', suspend: '!NOT_SUSPENDABLE', reactivate: 'active', change_role: '=', anonymise: '=' },
  refused: { approve: '!NOT_PENDING', refuse: '!NOT_PENDING', suspend: '!NOT_SUSPENDABLE', reactivate: 'active', change_role: '=', anonymise: '=' },
};

describe('the account lifecycle table', () => {
  for (const status of ACCOUNT_STATUSES) {
    for (const action of ACCOUNT_ACTIONS) {
      const expected = EXPECTED[status][action];
      it(`${action} on a ${status} account: ${expected}`, () => {
        const decision = decideAccountAction({ status, anonymised: false }, action, admin);
        if (expected.startsWith('!')) expect(decision).toMatchObject({ ok: false, refusal: expected.slice(1) });
        else expect(decision).toEqual({ ok: true, to: expected === '=' ? status : expected });
      });
    }
  }

  it('offers on a refused account exactly what the server accepts: reactivate, never approve', () => {
    expect(allowedAccountActions({ status: 'refused', anonymised: false }, admin)).toEqual(['reactivate', 'change_role', 'anonymise']);
  });

  it('refuses every action to anyone but an admin, in every status', () => {
    for (const status of ACCOUNT_STATUSES) {
      for (const isSelf of [false, true]) {
        expect(allowedAccountActions({ status, anonymised: false }, { isAdmin: false, isSelf })).toEqual([]);
        for (const action of ACCOUNT_ACTIONS) {
          expect(decideAccountAction({ status, anonymised: false }, action, { isAdmin: false, isSelf })).toMatchObject({ ok: false, refusal: 'FORBIDDEN' });
        }
      }
    }
  });

  it('refuses every action on an anonymised account but anonymising again, which changes nothing; offers none', () => {
    for (const status of ACCOUNT_STATUSES) {
      expect(allowedAccountActions({ status, anonymised: true }, admin)).toEqual([]);
      for (const action of ACCOUNT_ACTIONS) {
        const decision = decideAccountAction({ status, anonymised: true }, action, admin);
        if (action === 'anonymise') expect(decision).toEqual({ ok: true, to: status });
        else expect(decision).toMatchObject({ ok: false, refusal: 'ANONYMISED' });
      }
    }
  });

  it('an admin may not suspend, change the role of or anonymise their own account', () => {
    const self = { isAdmin: true, isSelf: true };
    for (const action of ['suspend', 'change_role', 'anonymise'] as const) {
      expect(decideAccountAction({ status: 'active', anonymised: false }, action, self)).toMatchObject({ ok: false, refusal: 'SELF' });
    }
    expect(allowedAccountActions({ status: 'active', anonymised: false }, self)).toEqual([]);
  });
});
