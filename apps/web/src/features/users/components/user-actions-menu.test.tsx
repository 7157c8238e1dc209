import { fireEvent, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_STATUSES } from '@pharmacy/shared/roles';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { admin, asAdmin } from '../testing/as-admin';
import { makePerson } from '../testing/person-fixtures';
import { UserActionsMenu } from './user-actions-menu';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});

/** The decisions the open menu offers, by their English labels (edit and view profile are always there). */
function offeredDecisions(): string[] {
  const decisions = ['Approve', 'Refuse', 'Suspend', 'Reactivate', 'Change role', 'Anonymise'];
  return screen
    .getAllByRole('menuitem')
    .map((item) => item.textContent ?? '')
    .filter((label) => decisions.includes(label));
}

function openMenu(person = makePerson(), around = asAdmin) {
  renderWithProviders(<UserActionsMenu person={person} onAction={() => {}} />, { around });
  fireEvent.click(screen.getByRole('button', { name: /actions/i }));
}

// The account lifecycle's table for an administrator deciding on someone else's account.
const EXPECTED: Record<(typeof ACCOUNT_STATUSES)[number], string[]> = {
  pending: ['Approve', 'Refuse', 'Suspend', 'Change role', 'Anonymise'],
  active: ['Suspend', 'Change role', 'Anonymise'],
  suspended: ['Reactivate', 'Change role', 'Anonymise'],
  refused: ['Reactivate', 'Change role', 'Anonymise'],
};

describe('UserActionsMenu', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it.each(ACCOUNT_STATUSES)('offers an admin exactly what the lifecycle allows on a %s account', (status) => {
    openMenu(makePerson({ status }));
    expect(offeredDecisions()).toEqual(EXPECTED[status]);
  });

  it('offers nothing to decide on an anonymised account', () => {
    openMenu(makePerson({ status: 'active', anonymised: true }));
    expect(offeredDecisions()).toEqual([]);
    expect(screen.getByRole('menuitem', { name: 'Edit' })).toBeTruthy();
  });

  it('never offers an admin to suspend, re-role or anonymise their own account', () => {
    openMenu(makePerson({ uid: admin.uid, status: 'active', role: 'admin' }));
    expect(offeredDecisions()).toEqual([]);
  });

  it('offers no decision to someone who is not an administrator', () => {
    openMenu(makePerson({ status: 'pending' }), (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>);
    expect(offeredDecisions()).toEqual([]);
  });
});
