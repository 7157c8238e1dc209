import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { ApiRequestError } from '../../lib/api-client';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { makeInvoice } from './invoice-fixtures';
import { InvoiceForm } from './invoice-form';
import { blankValues, valuesOf } from './invoice-form-values';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const totals = () => within(screen.getByRole('region', { name: 'Totals' }));

function fillBuyer() {
  type(/^Name or company/, 'Home Les Tilleuls');
  type(/^Street and number/, 'Rue Haute 1');
  type(/^Postcode/, '1000');
  type(/^City/, 'Bruxelles');
}

describe('InvoiceForm', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the VAT per rate and the totals as the lines are typed, computed as the server does', async () => {
    renderWithProviders(<InvoiceForm start={blankValues('en')} save={vi.fn()} onSaved={vi.fn()} cancelHref="/x" submitLabel="Save draft" />);
    type('Description of line 1', 'Dafalgan 1 g');
    type('Quantity of Dafalgan 1 g', '3');
    type('Unit price of Dafalgan 1 g excluding VAT', '3,35');
    // 3 × 3.35 = 10.05 at 6 %: VAT 0.603 → 0.60.
    await waitFor(() => expect(totals().getByText('€10.65')).toBeTruthy());
    expect(totals().getAllByText('€10.05')).toHaveLength(2);
    expect(totals().getAllByText('€0.60')).toHaveLength(2);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Add a line' })));
    type('Description of line 2', 'Delivery');
    type('Unit price of Delivery excluding VAT', '5');
    fireEvent.mouseDown(within(screen.getAllByRole('listitem')[1]!).getByRole('combobox'));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: '21%' })));
    // 5.00 at 21 % = 1.05; totals 15.05 + 1.65 = 16.70.
    await waitFor(() => expect(totals().getByText('€16.70')).toBeTruthy());
    expect(totals().getByText('€1.05')).toBeTruthy();
    expect(totals().getByText('€15.05')).toBeTruthy();
    expect(totals().getByText('€1.65')).toBeTruthy();
    const rates = totals().getAllByRole('row').slice(1).map((row) => row.firstElementChild!.textContent);
    expect(rates).toEqual(['6%', '21%']);
  });

  it('takes the VAT out of consumer prices when the prices include it, and sends that basis', async () => {
    const save = vi.fn().mockResolvedValue(makeInvoice());
    renderWithProviders(<InvoiceForm start={blankValues('en')} save={save} onSaved={vi.fn()} cancelHref="/x" submitLabel="Save draft" />);
    fillBuyer();
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Prices include VAT' })));
    type('Description of line 1', 'Sirop');
    type('Unit price of Sirop including VAT', '17,90');
    // 17.90 paid at 6 % holds 1.01 of VAT: the total stays 17.90.
    // Base and VAT appear in the rate's row and in the totals.
    await waitFor(() => expect(totals().getAllByText('€16.89')).toHaveLength(2));
    expect(totals().getAllByText('€1.01')).toHaveLength(2);
    expect(totals().getByText('€17.90')).toBeTruthy();
    expect(screen.getByText(/^Prices including VAT, as the customer pays them/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    expect(save.mock.calls[0]![0]).toMatchObject({ pricesIncludeVat: true, lines: [{ unitPriceCents: 1790 }] });
  });

  it('sends the draft in cents and shows a 400 field message from the server next to its field', async () => {
    const save = vi.fn().mockRejectedValueOnce(
      new ApiRequestError(400, { code: 'VALIDATION', message: 'Invalid input', fields: { 'buyer.vatNumber': 'validation.vatNumber' } }),
    );
    const onSaved = vi.fn();
    renderWithProviders(<InvoiceForm start={blankValues('en')} save={save} onSaved={onSaved} cancelHref="/x" submitLabel="Save draft" />);
    fillBuyer();
    type(/^Buyer's VAT number/, 'BE0123456749');
    type('Description of line 1', 'Thermometer');
    type('Unit price of Thermometer excluding VAT', '12.5');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));

    await waitFor(() => expect(save).toHaveBeenCalledTimes(1));
    const body = save.mock.calls[0]![0];
    expect(body.lines).toEqual([{ description: 'Thermometer', quantity: 1, unitPriceCents: 1250, vatRate: 6, cis: null }]);
    expect(body.buyer).toMatchObject({ name: 'Home Les Tilleuls', vatNumber: 'BE0123456749', email: null, country: 'BE' });
    const field = screen.getByLabelText(/^Buyer's VAT number/);
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('Enter a Belgian VAT number: BE followed by 10 digits, e.g. BE0123456749.')).toBeTruthy();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('checks the fields with the shared schema before sending', async () => {
    const save = vi.fn();
    renderWithProviders(<InvoiceForm start={blankValues('en')} save={save} onSaved={vi.fn()} cancelHref="/x" submitLabel="Save draft" />);
    type('Unit price of line 1 excluding VAT', '12,345');
    type('Quantity of line 1', '0');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save draft' })));
    expect(await screen.findByText('Enter a price in euros, e.g. 12.50.')).toBeTruthy();
    expect(screen.getByText('Enter a whole quantity from 1 to 9999.')).toBeTruthy();
    expect(screen.getAllByText('This field is required.').length).toBeGreaterThanOrEqual(5);
    expect(save).not.toHaveBeenCalled();
  });

  it('starts an edit from the draft, with its totals', () => {
    const draft = makeInvoice({ status: 'draft', number: null });
    renderWithProviders(<InvoiceForm start={valuesOf(draft)} save={vi.fn()} onSaved={vi.fn()} cancelHref="/x" submitLabel="Save changes" />);
    expect((screen.getByLabelText('Description of line 3') as HTMLInputElement).value).toBe('Delivery');
    expect((screen.getByLabelText('Unit price of Dafalgan 1 g excluding VAT') as HTMLInputElement).value).toBe('3.50');
    expect(totals().getByText('€26.19')).toBeTruthy();
  });
});
