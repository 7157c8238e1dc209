import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { ApiRequestError } from '../../../lib/api-client';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeDetail } from '../testing/product-fixtures';
import { blankProduct } from '../utils/product-form-values';
import { ProductForm } from './product-form';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create product' })));

function renderCreate(send: ReturnType<typeof vi.fn>) {
  return renderWithProviders(
    <ProductForm start={blankProduct()} save={{ mode: 'create', send: send as never }} onSaved={vi.fn()} cancelHref="/list" submitLabel="Create product" />,
  );
}

describe('ProductForm', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the price typed in euros as exact cents, with the parapharmacy VAT', async () => {
    const send = vi.fn().mockResolvedValue(makeDetail());
    renderCreate(send);
    type('Name', 'Crème mains');
    type('Price (VAT included)', '12,34');
    type('Stock', '7');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ kind: 'parapharmacy', name: 'Crème mains', priceCents: 1234, vatRate: 21, quantity: 7, visible: false, category: 'other' });
    expect(send.mock.calls[0]![0]).not.toHaveProperty('cip13');
  });

  it('keeps 0.30 at 30 cents (no 0.1 + 0.2 drift) and refuses a price with three decimals', async () => {
    const send = vi.fn().mockResolvedValue(makeDetail());
    renderCreate(send);
    type('Name', 'Pansements');
    type('Price (VAT included)', '0.123');
    await submit();
    expect(await screen.findByText('Enter a price in euros with at most two decimals, e.g. 12.34.')).toBeTruthy();
    expect(send).not.toHaveBeenCalled();
    type('Price (VAT included)', '0.3');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].priceCents).toBe(30);
  });

  it('adds and removes colours as chips and sends them', async () => {
    const send = vi.fn().mockResolvedValue(makeDetail());
    renderCreate(send);
    type('Name', 'Brosse à dents');
    type('Price (VAT included)', '3');
    for (const colour of ['Blue', 'Pink', 'Green']) {
      fireEvent.change(screen.getByRole('textbox', { name: 'Colours or sizes' }), { target: { value: colour } });
      fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    }
    const chips = within(screen.getByRole('list', { name: 'Colours or sizes' }));
    fireEvent.click(chips.getByTitle('Remove Pink'));
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0].colors).toEqual(['Blue', 'Green']);
  });

  it('takes 6 % for a medicine and shows the server’s prescription refusal next to the CIP13 field', async () => {
    const send = vi.fn().mockRejectedValue(
      new ApiRequestError(400, { code: 'PRESCRIPTION_ONLY', message: 'A prescription-only medicine can never be put on sale.', fields: { cip13: 'validation.needsPrescription' } }),
    );
    renderCreate(send);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Medicine' })));
    type('Pack (CIP13)', '3400930000001');
    type('Price (VAT included)', '8.90');
    await submit();
    await waitFor(() => expect(send).toHaveBeenCalledTimes(1));
    expect(send.mock.calls[0]![0]).toMatchObject({ kind: 'medicine', cip13: '3400930000001', priceCents: 890, vatRate: 6 });
    // Left empty, a medicine's name is the catalogue's: the body does not send one.
    expect(send.mock.calls[0]![0]).not.toHaveProperty('name');
    const field = screen.getByLabelText('Pack (CIP13)');
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const help = document.getElementById(field.getAttribute('aria-describedby')!.split(' ')[0]!)!;
    expect(help.textContent).toBe('This medicine needs a prescription.');
  });

  it('asks for the CIP13 of a medicine before sending', async () => {
    const send = vi.fn();
    renderCreate(send);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Medicine' })));
    type('Price (VAT included)', '5');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Pack (CIP13)').getAttribute('aria-invalid')).toBe('true'));
    expect(send).not.toHaveBeenCalled();
  });
});
