import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { asAdmin } from '../testing/as-admin';
import { makePerson } from '../testing/person-fixtures';
import { UserListPage } from './user-list';

const an = makePerson({ first_name: 'An' });
const bram = makePerson({ first_name: 'Bram', role: 'shipper' });
const chris = makePerson({ first_name: 'Chris', status: 'active', role: 'customer' });

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const listCalls = (fetch: ReturnType<typeof mockFetch>) =>
  requestsTo(fetch, 'GET', '/api/admin/accounts').filter((r) => r.search.get('limit') === '25');

describe('UserListPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('renders rows from the API, loads more with the cursor and sends the filters and sort from the address', async () => {
    const fetch = mockFetch(({ path, search }) => {
      if (path !== '/api/admin/accounts') return { status: 404, body: { code: 'NOT_FOUND', message: 'no' } };
      if (search.get('limit') === '100') return { status: 200, body: { items: [an, bram], nextCursor: null } };
      return search.get('cursor') === 'c2'
        ? { status: 200, body: { items: [chris], nextCursor: null } }
        : { status: 200, body: { items: [an, bram], nextCursor: 'c2' } };
    });
    renderWithProviders(<UserListPage />, { url: '/dashboard/user/list?role=pharmacy&status=pending&city=Gent&sort=name&q=jan', around: asAdmin });
    expect(await screen.findByText('An Janssens')).toBeTruthy();
    expect(screen.getByText('Bram Janssens')).toBeTruthy();
    const first = listCalls(fetch)[0]!;
    expect(Object.fromEntries(first.search)).toEqual({ q: 'jan', role: 'pharmacy', status: 'pending', city: 'Gent', sort: 'name', limit: '25' });
    // The awaiting-approval tab counts the pending accounts.
    expect(await screen.findByRole('tab', { name: /Awaiting approval\s*2/ })).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    expect(await screen.findByText('Chris Janssens')).toBeTruthy();
    expect(listCalls(fetch).at(-1)!.search.get('cursor')).toBe('c2');

    // Sorting by name again flips it to descending.
    fireEvent.click(screen.getByRole('columnheader', { name: /Name/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    await waitFor(() => expect(listCalls(fetch).at(-1)!.search.get('sort')).toBe('-name'));
  });

  it('debounces the search box into ?q=', async () => {
    const fetch = mockFetch(() => ({ status: 200, body: { items: [an], nextCursor: null } }));
    renderWithProviders(<UserListPage />, { url: '/dashboard/user/list', around: asAdmin });
    await screen.findByText('An Janssens');
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'peeters' } });
    await waitFor(() => expect(listCalls(fetch).at(-1)!.search.get('q')).toBe('peeters'));
  });

  it('approves the selected accounts in bulk and shows what happened to each', async () => {
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === '/api/admin/accounts/bulk') {
        return { status: 200, body: { results: [{ uid: an.uid, ok: true }, { uid: bram.uid, ok: false, code: 'INVALID_STATUS' }] } };
      }
      return { status: 200, body: { items: [an, bram], nextCursor: null } };
    });
    renderWithProviders(<UserListPage />, { url: '/dashboard/user/list', around: asAdmin });
    await screen.findByText('An Janssens');
    const boxes = screen.getAllByRole('checkbox', { name: 'Select row' });
    fireEvent.click(boxes[0]!);
    fireEvent.click(boxes[1]!);
    const bar = await screen.findByRole('region', { name: 'Actions on the selected rows' });
    expect(within(bar).getByText('2 selected')).toBeTruthy();
    fireEvent.click(within(bar).getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Message to the person'), { target: { value: 'Welcome' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' })));
    expect(requestsTo(fetch, 'POST', '/api/admin/accounts/bulk')[0]?.body).toEqual({
      action: 'approve',
      uids: [an.uid, bram.uid],
      message: 'Welcome',
    });
    const summary = await screen.findByRole('status');
    expect(summary.textContent).toContain('1 of 2 accounts approved.');
    expect(summary.textContent).toContain('Bram Janssens');
  });

  it('refuses one account from its row menu with a required reason', async () => {
    const fetch = mockFetch(({ method, path }) => {
      if (method === 'POST' && path === `/api/admin/accounts/${an.uid}/refuse`) return { status: 200, body: { ...an, status: 'refused' } };
      return { status: 200, body: { items: [an], nextCursor: null } };
    });
    renderWithProviders(<UserListPage />, { url: '/dashboard/user/list', around: asAdmin });
    await screen.findByText('An Janssens');
    fireEvent.click(screen.getByRole('button', { name: 'Actions for An Janssens' }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Refuse' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' })));
    expect(within(dialog).getByText('This field is required.')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText(/Reason/), { target: { value: 'Not a pharmacist' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Refuse' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', `/api/admin/accounts/${an.uid}/refuse`)[0]?.body).toEqual({ message: 'Not a pharmacist' }));
  });
});
