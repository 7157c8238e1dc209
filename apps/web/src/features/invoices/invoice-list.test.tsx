import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeInvoiceList, makeInvoiceSummary, notFound } from './invoice-fixtures';
import { InvoiceList } from './invoice-list';

const first = makeInvoiceSummary({ id: 'i-1', number: 'APB123-2026-00007', grossCents: 2544 });
const draft = makeInvoiceSummary({ id: 'i-2', number: null, status: 'draft', issueDate: null, dueDate: null, buyerName: 'Home Les Tilleuls' });
const overdue = makeInvoiceSummary({ id: 'i-3', number: 'APB123-2026-00002', status: 'overdue', buyerName: 'Jan Claes' });
const counts = { draft: 1, sent: 4, paid: 10, overdue: 1 };

const numbers = () => [...document.querySelectorAll('tbody tr')].map((row) => row.querySelector('a')!.textContent);
const tab = (name: RegExp) => screen.getByRole('tab', { name });
const href = (id: string) => `/dashboard/invoice/${id}`;

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('InvoiceList', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sorts as chosen, kept in the address, and exports in that order', async () => {
    const fetch = mockFetch(({ method, path }) => (method === 'GET' && path === '/api/invoices' ? { status: 200, body: makeInvoiceList([first], counts) } : notFound));
    renderWithProviders(<InvoiceList detailsHref={href} />, { url: '/dashboard/invoice/list' });
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00007']));
    expect(requestsTo(fetch, 'GET', '/api/invoices')[0]!.search.get('sort')).toBe('newest');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Sort' }));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Due soonest' })));
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/invoices').at(-1)!.search.get('sort')).toBe('due'));
    const fetchCsv = mockFetch(({ path }) => (path === '/api/invoices/export.csv' ? { status: 200, body: 'number' } : { status: 200, body: makeInvoiceList([first], counts) }));
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    await waitFor(() => expect(requestsTo(fetchCsv, 'GET', '/api/invoices/export.csv')[0]!.search.get('sort')).toBe('due'));
  });

  it('has a tab for the credit notes, counted apart from the invoices, which asks for that kind', async () => {
    const note = makeInvoiceSummary({ id: 'i-9', number: 'APB123-2026-00009', kind: 'credit_note', grossCents: -2544, creditedInvoiceId: 'i-1' });
    const fetch = mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/invoices') return notFound;
      const list = makeInvoiceList(search.get('kind') === 'credit_note' ? [note] : [first], { ...counts, credited: 1 });
      return { status: 200, body: { ...list, creditNotes: { count: 1, grossCents: -2544 } } };
    });
    renderWithProviders(<InvoiceList detailsHref={href} />, { url: '/dashboard/invoice/list' });
    // 1 + 4 + 10 + 1 + 1 invoices and 1 credit note.
    await waitFor(() => expect(tab(/^All 18$/)).toBeTruthy());
    expect(tab(/^Credited 1$/)).toBeTruthy();
    await act(async () => fireEvent.click(tab(/^Credit notes 1$/)));
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00009Credit note']));
    // Issued, not "Sent": a credit note awaits no payment.
    expect(within(document.querySelector('tbody tr') as HTMLElement).getByText('Issued')).toBeTruthy();
    const last = requestsTo(fetch, 'GET', '/api/invoices').at(-1)!.search;
    expect([last.get('kind'), last.get('status')]).toEqual(['credit_note', null]);
  });

  it('shows the status tabs with their counts, the rows, and loads more with the cursor', async () => {
    const fetch = mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/invoices') return notFound;
      if (search.get('status') === 'overdue') return { status: 200, body: makeInvoiceList([overdue], counts) };
      if (search.get('cursor') === 'c2') return { status: 200, body: makeInvoiceList([overdue], counts) };
      return { status: 200, body: makeInvoiceList([first, draft], counts, 'c2') };
    });
    renderWithProviders(<InvoiceList detailsHref={href} />, { url: '/dashboard/invoice/list' });
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00007', 'Draft']));

    expect(tab(/^All 16$/).getAttribute('aria-selected')).toBe('true');
    expect(tab(/^Draft 1$/)).toBeTruthy();
    expect(tab(/^Sent 4$/)).toBeTruthy();
    expect(tab(/^Paid 10$/)).toBeTruthy();
    expect(tab(/^Overdue 1$/)).toBeTruthy();

    const [row1, row2] = [...document.querySelectorAll('tbody tr')] as HTMLElement[];
    expect(within(row1).getByRole('link', { name: 'APB123-2026-00007' }).getAttribute('href')).toBe('/dashboard/invoice/i-1');
    expect(within(row1).getByText('Lotte Peeters')).toBeTruthy();
    expect(within(row1).getByText('Nov 2, 2026')).toBeTruthy();
    expect(within(row1).getByText('Dec 2, 2026')).toBeTruthy();
    expect(within(row1).getByText('€25.44')).toBeTruthy();
    expect(within(row1).getByText('Sent')).toBeTruthy();
    expect(within(row2).getByText('Home Les Tilleuls')).toBeTruthy();
    expect(within(row2).getAllByText('—')).toHaveLength(2);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Load more' })));
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00007', 'Draft', 'APB123-2026-00002']));
    expect(requestsTo(fetch, 'GET', '/api/invoices').map((r) => r.search.get('cursor'))).toEqual([null, 'c2']);

    await act(async () => fireEvent.click(tab(/^Overdue 1$/)));
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00002']));
    expect(requestsTo(fetch, 'GET', '/api/invoices').at(-1)!.search.get('status')).toBe('overdue');
    // A status tab shows invoices only: a credit note is issued (`sent`) but never awaits payment.
    expect(requestsTo(fetch, 'GET', '/api/invoices').at(-1)!.search.get('kind')).toBe('invoice');
  });

  it('searches by number or buyer after a pause in typing and filters by issue date, asking the server each time', async () => {
    const fetch = mockFetch(({ method, path, search }) => {
      if (method !== 'GET' || path !== '/api/invoices') return notFound;
      if (search.get('q') === 'claes' && search.get('from')) return { status: 200, body: makeInvoiceList([], {}) };
      if (search.get('q') === 'claes') return { status: 200, body: makeInvoiceList([overdue], { overdue: 1 }) };
      return { status: 200, body: makeInvoiceList([first, draft], counts) };
    });
    renderWithProviders(<InvoiceList detailsHref={href} />, { url: '/dashboard/invoice/list' });
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00007', 'Draft']));

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'claes' } });
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00002']));
    expect(tab(/^All 1$/)).toBeTruthy();
    // One request for the pause, not one per key.
    expect(requestsTo(fetch, 'GET', '/api/invoices').map((r) => r.search.get('q'))).toEqual([null, 'claes']);

    fireEvent.change(screen.getByLabelText('Issued from'), { target: { value: '2026-11-01' } });
    expect(await screen.findByText(/No invoice matches these filters/)).toBeTruthy();
    const last = requestsTo(fetch, 'GET', '/api/invoices').at(-1)!;
    expect([last.search.get('q'), last.search.get('from')]).toEqual(['claes', '2026-11-01']);
  });

  it('downloads the CSV of the same filters', async () => {
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/invoices') return { status: 200, body: makeInvoiceList([first], counts) };
      if (path === '/api/invoices/export.csv') return { status: 200, body: 'number' };
      return notFound;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:csv'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<InvoiceList detailsHref={href} />, { url: '/dashboard/invoice/list?status=sent&q=lotte' });
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00007']));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download CSV' })));
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/invoices/export.csv')).toHaveLength(1));
    const csv = requestsTo(fetch, 'GET', '/api/invoices/export.csv')[0]!;
    expect([csv.search.get('status'), csv.search.get('q'), csv.search.get('limit')]).toEqual(['sent', 'lotte', null]);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
  });

  it('downloads the PDFs of the same filters in one ZIP, and says in the reader’s words when there are too many', async () => {
    let tooMany = false;
    const fetch = mockFetch(({ path }) => {
      if (path === '/api/invoices') return { status: 200, body: makeInvoiceList([first], counts) };
      if (path === '/api/invoices/export.zip' && tooMany) return { status: 400, body: { code: 'INVOICE_ZIP_TOO_MANY', message: 'More than 500 invoices match (501+).' } };
      if (path === '/api/invoices/export.zip') return { status: 200, body: 'PK' };
      return notFound;
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zip'), revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<InvoiceList detailsHref={href} />, { url: '/dashboard/invoice/list?status=paid&from=2026-10-01&to=2026-10-31' });
    await waitFor(() => expect(numbers()).toEqual(['APB123-2026-00007']));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download PDFs' })));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    const zip = requestsTo(fetch, 'GET', '/api/invoices/export.zip')[0]!;
    expect([zip.search.get('status'), zip.search.get('kind'), zip.search.get('from'), zip.search.get('to')]).toEqual(['paid', 'invoice', '2026-10-01', '2026-10-31']);
    tooMany = true;
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Download PDFs' })));
    expect(await screen.findByText('The PDFs could not be downloaded. More than 500 invoices match: narrow the dates or the status and download them in parts.')).toBeTruthy();
  });

  it('says so when there is no invoice yet, and offers the action it is given', async () => {
    mockFetch(({ path }) => (path === '/api/invoices' ? { status: 200, body: makeInvoiceList([]) } : notFound));
    renderWithProviders(<InvoiceList detailsHref={href} emptyAction={<button type="button">New invoice</button>} />);
    expect(await screen.findByText('No invoices here')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'New invoice' })).toBeTruthy();
    expect(tab(/^All 0$/)).toBeTruthy();
  });

  it('shows cards instead of a table on a phone', async () => {
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({ ...original(query), matches: true })) as typeof window.matchMedia;
    try {
      mockFetch(({ path }) => (path === '/api/invoices' ? { status: 200, body: makeInvoiceList([first, draft], counts) } : notFound));
      renderWithProviders(<InvoiceList detailsHref={href} />);
      const list = await screen.findByRole('list', { name: 'Invoices' });
      expect(document.querySelector('table')).toBeNull();
      const cards = within(list).getAllByRole('listitem');
      expect(cards).toHaveLength(2);
      expect(within(cards[0]!).getByRole('link').getAttribute('href')).toBe('/dashboard/invoice/i-1');
      expect(within(cards[0]!).getByText('€25.44')).toBeTruthy();
      expect(within(cards[1]!).getByText('Not issued yet')).toBeTruthy();
    } finally {
      window.matchMedia = original;
    }
  });
});
