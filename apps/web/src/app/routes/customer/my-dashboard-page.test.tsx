import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeInvoice, makeInvoiceList, makeInvoiceSummary, notFound } from '../../../features/invoices/invoice-fixtures';
import { makeDetail, makeList, makeSummary } from '../../../features/orders/shared/order-fixtures';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { MyDashboardPage } from './my-dashboard-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const order = makeSummary({ id: 'o-1', reference: 'PL-AAA111', status: 'collected' });
const invoice = makeInvoiceSummary({ id: 'inv-1', orderId: 'o-1', number: 'APB123-2026-00007', grossCents: 2619 });
const note = makeInvoiceSummary({ id: 'inv-2', kind: 'credit_note', number: 'APB123-2026-00008', grossCents: -2619, status: 'paid' });

function renderPage(url: string) {
  const fetch = mockFetch(({ method, path, search }) => {
    if (method !== 'GET') return notFound;
    if (path === '/api/invoices' && search.get('orderId')) return { status: 200, body: makeInvoiceList(search.get('orderId') === 'o-1' ? [note, invoice] : []) };
    if (path === '/api/orders') return { status: 200, body: makeList([order]) };
    if (path === '/api/orders/o-1') return { status: 200, body: makeDetail({ id: 'o-1', reference: 'PL-AAA111', status: 'collected' }) };
    if (path === '/api/invoices') return { status: 200, body: makeInvoiceList([invoice, note], { sent: 1, paid: 1 }) };
    if (path === '/api/invoices/inv-1') return { status: 200, body: makeInvoice() };
    return notFound;
  });
  renderWithProviders(<MyDashboardPage />, { url, around: (children) => <FakeAuth user={testUser('customer')}>{children}</FakeAuth> });
  return fetch;
}

describe('MyDashboardPage: my invoices', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the customer’s invoices and opens one read-only as its document', async () => {
    const fetch = renderPage('/my/dashboard');
    const list = await screen.findByRole('list', { name: 'My invoices' });
    const rows = within(list).getAllByRole('button');
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText('APB123-2026-00007')).toBeTruthy();
    expect(within(rows[0]!).getByText('€26.19')).toBeTruthy();
    expect(within(rows[0]!).getByText('Sent')).toBeTruthy();
    expect(within(rows[0]!).getByText(/Nov 2, 2026/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Credit note')).toBeTruthy();
    expect(within(rows[1]!).getByText('-€26.19')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Read invoice APB123-2026-00007' })));
    const dialog = within(await screen.findByRole('dialog'));
    expect(await dialog.findByText('+++026/0000/00703+++')).toBeTruthy();
    expect(dialog.getByText('€26.19')).toBeTruthy();
    // Read-only: no action on the invoice, only closing the dialog.
    expect(dialog.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    expect(dialog.queryByRole('button', { name: 'Credit note' })).toBeNull();
    expect(requestsTo(fetch, 'GET', '/api/invoices/inv-1')).toHaveLength(1);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Close' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers the invoice and its credit note on the order they bill, asked for by the order', async () => {
    const fetch = renderPage('/my/dashboard?order=o-1');
    expect(await screen.findByRole('button', { name: 'Credit note APB123-2026-00008' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/invoices').some((r) => r.search.get('orderId') === 'o-1')).toBe(true);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Invoice APB123-2026-00007' })));
    expect(await within(await screen.findByRole('dialog')).findByText('+++026/0000/00703+++')).toBeTruthy();
  });

  it('goes in one click from the open order to its conversation', async () => {
    renderPage('/my/dashboard?order=o-1');
    const link = await screen.findByRole('link', { name: 'Message' });
    expect(link.getAttribute('href')).toBe('/my/chat/o-1');
  });
});
