import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeInvoice, notFound } from './invoice-fixtures';
import { InvoiceDetails } from './invoice-details';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const href = (id: string) => `/dashboard/invoice/${id}`;

function renderDetails(invoice: Invoice, props: { canManage?: boolean; onCredited?: (note: Invoice) => void } = {}) {
  return renderWithProviders(
    <InvoiceDetails invoice={invoice} canManage={props.canManage ?? true} invoiceHref={href} editHref={`${href(invoice.id)}/edit`} onCredited={props.onCredited} />,
  );
}

describe('InvoiceDetails', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the invoice as a document: seller, buyer, lines, VAT per rate, totals and how to pay', () => {
    renderDetails(makeInvoice());
    const doc = within(screen.getByRole('article', { name: 'Invoice' }));
    expect(doc.getByText('APB123-2026-00007')).toBeTruthy();
    expect(doc.getByText('BE0123456749')).toBeTruthy();
    expect(doc.getByText('APB123')).toBeTruthy();
    expect(doc.getByText('Lotte Peeters')).toBeTruthy();
    const lines = doc.getByRole('table', { name: 'Invoice lines' });
    expect(within(lines).getAllByRole('row')).toHaveLength(4);
    expect(within(lines).getByText('Dafalgan 1 g')).toBeTruthy();
    const vat = doc.getByRole('table', { name: 'VAT per rate' });
    expect(within(vat).getAllByRole('row').map((row) => row.textContent)).toEqual(['VAT rateTaxable baseVAT', '6%€19.00€1.14', '21%€5.00€1.05']);
    expect(doc.getByText('€26.19')).toBeTruthy();
    expect(doc.getByText('+++026/0000/00703+++')).toBeTruthy();
    expect(doc.getByText('BE68 5390 0754 7034')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Download PDF' })).toBeTruthy();
  });

  it('records a payment with its method and day', async () => {
    const fetch = mockFetch(({ method, path, body }) => {
      if (method === 'POST' && path === '/api/invoices/inv-1/pay') {
        const { method: paid, paidOn } = body as { method: 'cash'; paidOn: string };
        return { status: 200, body: makeInvoice({ status: 'paid', paymentMethod: paid, paidAt: `${paidOn}T00:00:00.000Z` }) };
      }
      return notFound;
    });
    renderDetails(makeInvoice());
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' })));
    const dialog = within(screen.getByRole('dialog', { name: 'Record the payment of APB123-2026-00007' }));
    fireEvent.mouseDown(dialog.getByRole('combobox', { name: /Payment method/ }));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Cash at the pharmacy' })));
    fireEvent.change(dialog.getByLabelText(/^Paid on/), { target: { value: '2026-11-20' } });
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Mark as paid' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/invoices/inv-1/pay')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/invoices/inv-1/pay')[0]!.body).toEqual({ method: 'cash', paidOn: '2026-11-20' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the reason of a 409 in the dialog and a 400 next to the day', async () => {
    let reply = { status: 409, body: { code: 'INVOICE_CREDITED', message: 'This invoice is credited in full by APB123-2026-00008: nothing is left to pay.' } };
    mockFetch(({ path }) => (path === '/api/invoices/inv-1/pay' ? reply : notFound));
    renderDetails(makeInvoice({ status: 'overdue' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Mark as paid' })));
    const dialog = within(screen.getByRole('dialog'));
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Mark as paid' })));
    const alert = await dialog.findByRole('alert');
    expect(within(alert).getByText('This invoice is already credited')).toBeTruthy();
    expect(within(alert).getByText(/credited in full by APB123-2026-00008/)).toBeTruthy();

    reply = { status: 400, body: { code: 'VALIDATION', message: 'A payment cannot be dated in the future.', fields: { paidOn: 'validation.date' } } as never };
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Mark as paid' })));
    expect(await dialog.findByText('Enter a valid date (YYYY-MM-DD).')).toBeTruthy();
    expect(dialog.getByLabelText(/^Paid on/).getAttribute('aria-invalid')).toBe('true');
  });

  it('issues a credit note after a confirmation, then opens it', async () => {
    const note = makeInvoice({ id: 'inv-9', number: 'APB123-2026-00008', kind: 'credit_note', creditedInvoiceId: 'inv-1' });
    const fetch = mockFetch(({ method, path }) => (method === 'POST' && path === '/api/invoices/inv-1/credit-note' ? { status: 201, body: note } : notFound));
    const onCredited = vi.fn();
    renderDetails(makeInvoice({ status: 'paid', paidAt: '2026-11-05T00:00:00.000Z', paymentMethod: 'transfer' }), { onCredited });
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Credit note' })));
    const dialog = within(screen.getByRole('dialog', { name: 'Cancel APB123-2026-00007 with a credit note?' }));
    expect(dialog.getByText(/cannot be undone/)).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/invoices/inv-1/credit-note')).toHaveLength(0);
    await act(async () => fireEvent.click(dialog.getByRole('button', { name: 'Issue credit note' })));
    await waitFor(() => expect(onCredited).toHaveBeenCalledWith(note));
    expect(requestsTo(fetch, 'POST', '/api/invoices/inv-1/credit-note')).toHaveLength(1);
  });

  it('offers edit and send on a draft, and nothing to an admin who only reads', async () => {
    const { unmount } = renderDetails(makeInvoice({ status: 'draft', number: null, issueDate: null, dueDate: null, structuredCommunication: null }));
    expect(screen.getByRole('link', { name: 'Edit draft' }).getAttribute('href')).toBe('/dashboard/invoice/inv-1/edit');
    expect(screen.getByRole('button', { name: 'Issue and send' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull();
    unmount();
    renderDetails(makeInvoice({ buyer: { ...makeInvoice().buyer, vatNumber: 'BE0403170701' } }), { canManage: false });
    expect(screen.getByText("You can read this invoice; only the pharmacy's staff act on it.")).toBeTruthy();
    // A reader downloads its files (the UBL too: the buyer is a business) and acts on nothing.
    expect(screen.getAllByRole('button').map((b) => b.textContent)).toEqual(['Download PDF', 'Download e-invoice (UBL)']);
  });

  it('offers nothing more on an invoice a credit note cancelled, and credits a paid one', () => {
    const { unmount } = renderDetails(makeInvoice({ status: 'credited' }));
    expect(screen.getByText('Nothing left to do: a credit note cancels this invoice in full.')).toBeTruthy();
    expect(screen.getByText(/^Cancelled in full by a credit note/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Credit note' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
    unmount();
    renderDetails(makeInvoice({ status: 'paid', paidAt: '2026-11-20T10:00:00.000Z', paymentMethod: 'card' }));
    expect(screen.getByRole('button', { name: 'Credit note' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mark as paid' })).toBeNull();
  });
});
