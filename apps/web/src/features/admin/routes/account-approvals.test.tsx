import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserProfile } from '@pharmacy/shared/schemas/user';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { AccountApprovalsPage } from './account-approvals';

function account(uid: string, first: string, role: 'pharmacy' | 'shipper'): UserProfile {
  return makeUser({
    uid,
    email: `${first.toLowerCase()}@example.be`,
    first_name: first,
    last_name: 'Janssens',
    displayName: `${first} Janssens`,
    role,
    status: 'pending',
    language: 'nl',
    createdAt: '2026-03-14T09:30:00.000Z',
    updatedAt: '2026-03-14T09:30:00.000Z',
  });
}

const renderPage = () => renderWithProviders(<AccountApprovalsPage />);

/** The name column of each row, without the avatar's initials. */
const rowNames = () =>
  [...document.querySelectorAll('tbody tr')].map((row) => {
    const cell = row.querySelector('td')!;
    return cell.textContent!.slice(cell.querySelector('[aria-hidden]')?.textContent?.length ?? 0);
  });

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('AccountApprovalsPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists pending accounts, loads more with the cursor, approves after confirmation and removes the row', async () => {
    const fetch = mockFetch(({ method, path, search }) => {
      if (method === 'GET' && path === '/api/admin/accounts') {
        expect(search.get('status')).toBe('pending');
        return search.get('cursor') === 'c2'
          ? { status: 200, body: { items: [account('u3', 'Chris', 'pharmacy')], nextCursor: null } }
          : { status: 200, body: { items: [account('u1', 'An', 'pharmacy'), account('u2', 'Bram', 'shipper')], nextCursor: 'c2' } };
      }
      if (method === 'POST' && path === '/api/admin/accounts/u1/approve') {
        return { status: 200, body: { ...account('u1', 'An', 'pharmacy'), status: 'active' } };
      }
      return { status: 404, body: { code: 'NOT_FOUND', message: 'nope' } };
    });
    renderPage();
    await waitFor(() => expect(rowNames()).toEqual(['An Janssens', 'Bram Janssens']));
    expect(screen.getByText('an@example.be').tagName).toBe('BDI');

    await act(async () => fireEvent.click(screen.getByText('Load more').closest('button')!));
    await waitFor(() => expect(rowNames()).toEqual(['An Janssens', 'Bram Janssens', 'Chris Janssens']));
    expect(screen.queryByText('Load more')).toBeNull();

    fireEvent.click(screen.getByLabelText('Approve An Janssens'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Approve An Janssens?')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(0);

    await act(async () => fireEvent.click(within(dialog).getByText('Approve').closest('button')!));
    await waitFor(() => expect(rowNames()).toEqual(['Bram Janssens', 'Chris Janssens']));
    expect(await screen.findByText('An Janssens is approved and can now use the platform.')).toBeTruthy();
    expect(fetch.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });

  it('shows an empty state when nobody is waiting', async () => {
    mockFetch(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderPage();
    expect(await screen.findByText('No accounts waiting')).toBeTruthy();
    expect(document.querySelector('table')).toBeNull();
  });

  it("shows the server's message when the list cannot be loaded", async () => {
    mockFetch(() => ({ status: 403, body: { code: 'FORBIDDEN', message: 'Only administrators can see this list.' } }));
    renderPage();
    expect(await screen.findByText('Only administrators can see this list.')).toBeTruthy();
    expect(screen.getByText('Try again').closest('button')).toBeTruthy();
  });
});
