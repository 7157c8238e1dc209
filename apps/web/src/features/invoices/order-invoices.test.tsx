import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeInvoiceList, makeInvoiceSummary, notFound } from './invoice-fixtures';
import { OrderInvoices } from './order-invoices';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const ORDER = '4b1f3c2a-0000-4000-8000-000000000042';
const invoice = makeInvoiceSummary({ id: 'i-1', number: 'APB123-2026-00007', status: 'credited', orderId: ORDER });
const note = makeInvoiceSummary({ id: 'i-2', number: 'APB123-2026-00008', kind: 'credit_note', grossCents: -2544, orderId: ORDER, creditedInvoiceId: 'i-1' });

describe('OrderInvoices', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for the order’s invoices only and links each to its page', async () => {
    const fetch = mockFetch(({ method, path, search }) =>
      method === 'GET' && path === '/api/invoices' && search.get('orderId') === ORDER ? { status: 200, body: makeInvoiceList([note, invoice]) } : notFound,
    );
    renderWithProviders(<OrderInvoices orderId={ORDER} hrefOf={(id) => `/dashboard/invoice/${id}`} />);
    const link = await screen.findByRole('link', { name: 'Read invoice APB123-2026-00007' });
    expect(link.getAttribute('href')).toBe('/dashboard/invoice/i-1');
    expect(link.textContent).toContain('Credited');
    expect(screen.getByRole('link', { name: 'Read invoice APB123-2026-00008' }).textContent).toContain('-€25.44');
    expect(screen.getByRole('heading', { name: 'Invoice' })).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/invoices')).toHaveLength(1);
  });

  it('opens one in place for the customer, and shows nothing for an order without an invoice', async () => {
    mockFetch(({ search }) => ({ status: 200, body: makeInvoiceList(search.get('orderId') === ORDER ? [invoice] : []) }));
    const onOpen = vi.fn();
    const { unmount } = renderWithProviders(<OrderInvoices orderId={ORDER} onOpen={onOpen} />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Read invoice APB123-2026-00007' })));
    expect(onOpen).toHaveBeenCalledWith('i-1');
    unmount();
    const { container } = renderWithProviders(<OrderInvoices orderId="5b1f3c2a-0000-4000-8000-000000000043" onOpen={onOpen} />);
    await waitFor(() => expect(container.textContent).toBe(''));
  });
});
