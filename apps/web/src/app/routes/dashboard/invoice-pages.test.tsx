import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '@pharmacy/shared/roles';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeInvoice, makeInvoiceList, makeInvoiceSummary, notFound } from '../../../features/invoices/invoice-fixtures';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { InvoiceDetailsPage, InvoiceEditPage, InvoiceListPage, InvoiceNewPage, InvoiceRootPage } from './invoice-pages';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const issued = makeInvoice();

function renderAs(role: Role, url: string) {
  const fetch = mockFetch(({ method, path }) => {
    if (method === 'GET' && path === '/api/invoices') return { status: 200, body: makeInvoiceList([makeInvoiceSummary()], { sent: 1 }) };
    if (method === 'GET' && path === '/api/invoices/inv-1') return { status: 200, body: issued };
    if (method === 'GET' && path === '/api/pharmacies/mine') return { status: 200, body: { items: [] } };
    if (method === 'POST' && path === '/api/invoices') return { status: 201, body: makeInvoice({ id: 'inv-5', status: 'draft', number: null }) };
    return notFound;
  });
  renderWithProviders(
    <Routes>
      <Route path="/dashboard/invoice" element={<InvoiceRootPage />} />
      <Route path="/dashboard/invoice/list" element={<InvoiceListPage />} />
      <Route path="/dashboard/invoice/new" element={<InvoiceNewPage />} />
      <Route path="/dashboard/invoice/:id" element={<InvoiceDetailsPage />} />
      <Route path="/dashboard/invoice/:id/edit" element={<InvoiceEditPage />} />
    </Routes>,
    { url, around: (children) => <FakeAuth user={testUser(role)}>{children}</FakeAuth> },
  );
  return fetch;
}

describe('invoice pages', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('gives the pharmacy its list with "New invoice"; an admin reads every pharmacy’s, without it', async () => {
    renderAs('pharmacy', '/dashboard/invoice/list');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invoices');
    expect(screen.getByRole('link', { name: 'New invoice' }).getAttribute('href')).toBe('/dashboard/invoice/new');
    expect(await screen.findByRole('tab', { name: 'Sent 1' })).toBeTruthy();
    expect(screen.queryByRole('columnheader', { name: 'Pharmacy' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Invoice totals' })).toBeNull();
  });

  it('opens the root with the totals by status above the list; /list is the list alone', async () => {
    renderAs('pharmacy', '/dashboard/invoice');
    const totals = await screen.findByRole('region', { name: 'Invoice totals' });
    await waitFor(() => expect(totals.textContent).toContain('Awaiting payment€25.441 invoice'));
    expect(await screen.findByRole('tab', { name: 'Sent 1' })).toBeTruthy();
  });

  it('shows an admin the seller column and no "New invoice"', async () => {
    renderAs('admin', '/dashboard/invoice/list');
    expect(await screen.findByRole('columnheader', { name: 'Pharmacy' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'New invoice' })).toBeNull();
  });

  it('titles the invoice page with its number', async () => {
    renderAs('pharmacy', '/dashboard/invoice/inv-1');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Invoice APB123-2026-00007'));
    expect(screen.getByRole('button', { name: 'Mark as paid' })).toBeTruthy();
  });

  it('says why an issued invoice cannot be edited and leads to its credit note', async () => {
    renderAs('pharmacy', '/dashboard/invoice/inv-1/edit');
    expect(await screen.findByText('An issued invoice cannot be edited')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Correct it with a credit note' }).getAttribute('href')).toBe('/dashboard/invoice/inv-1?action=credit');
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('opens the credit note dialog when asked in the address', async () => {
    renderAs('pharmacy', '/dashboard/invoice/inv-1?action=credit');
    expect(await screen.findByRole('dialog', { name: 'Cancel APB123-2026-00007 with a credit note?' })).toBeTruthy();
  });

  it('writes a new draft and opens it', async () => {
    const fetch = renderAs('pharmacy', '/dashboard/invoice/new');
    const type = (label: RegExp | string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
    type(/^Name or company/, 'Home Les Tilleuls');
    type(/^Street and number/, 'Rue Haute 1');
    type(/^Postcode/, '1000');
    type(/^City/, 'Bruxelles');
    type('Description of line 1', 'Compression stockings');
    type('Unit price of Compression stockings excluding VAT', '39.90');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/invoices')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/invoices')[0]!.body).toMatchObject({ language: 'en', dueDate: null, lines: [{ unitPriceCents: 3990, quantity: 1, vatRate: 6 }] });
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Draft invoice'));
  });
});
