import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeInvoiceList, notFound } from './invoice-fixtures';
import { InvoiceSummary } from './invoice-summary';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const card = (name: string) => within(screen.getByRole('heading', { name }).closest('a')!);

describe('InvoiceSummary', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows what is owed, late, paid and drafted, with counts, each a link to its tab, and the credit notes apart', async () => {
    mockFetch(({ method, path }) => {
      if (method !== 'GET' || path !== '/api/invoices') return notFound;
      const list = makeInvoiceList([], { draft: 2, sent: 4, paid: 10, overdue: 1, credited: 1 });
      return { status: 200, body: { ...list, amounts: { draft: 5000, sent: 123456, paid: 99900, overdue: 1790, credited: 2544 }, creditNotes: { count: 1, grossCents: -2544 } } };
    });
    renderWithProviders(<InvoiceSummary tabHref={(tab) => `?status=${tab}`} />, { url: '/dashboard/invoice' });
    await waitFor(() => expect(card('Awaiting payment').getByText('€1,234.56')).toBeTruthy());
    expect(card('Awaiting payment').getByText('4 invoices')).toBeTruthy();
    expect(card('Overdue').getByText('€17.90')).toBeTruthy();
    expect(card('Overdue').getByText('1 invoice')).toBeTruthy();
    expect(card('Paid').getByText('€999.00')).toBeTruthy();
    expect(card('Drafts').getByText('2 invoices')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Overdue' }).closest('a')!.getAttribute('href')).toBe('/dashboard/invoice?status=overdue');
    expect(screen.getByText(/^1 credit note, in all/).textContent).toContain('-€25.44');
  });
});
