import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeDetail, notFound } from '../shared/order-fixtures';
import { DeskLinesEditor, NotEditable } from './desk-lines-editor';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeskLinesEditor', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('edits quantities and prices, adds and removes lines, and sends them with PUT', async () => {
    const order = makeDetail();
    const fetch = mockFetch(({ method, path }) => (method === 'PUT' && path === '/api/orders/o-1/lines' ? { status: 200, body: order } : notFound));
    const onSaved = vi.fn();
    renderWithProviders(<DeskLinesEditor order={order} backHref="/dashboard/order/o-1" onSaved={onSaved} />);

    // A catalogue line keeps the catalogue's name; a free-text line's name is a field.
    expect(screen.queryByRole('textbox', { name: 'Medicine or product' })?.getAttribute('value')).toBe('Thermometer');
    expect(screen.getByText('DOLIPRANE 500 mg, comprimé')).toBeTruthy();

    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of DOLIPRANE 500 mg, comprimé' }), { target: { value: '3' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price of DOLIPRANE 500 mg, comprimé' }), { target: { value: '3,20' } });
    fireEvent.click(screen.getByRole('button', { name: 'Remove Thermometer' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Medicine or product' }), { target: { value: 'Compresses' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Unit price of Compresses' }), { target: { value: '2.5' } });
    expect(screen.getByText('€12.10')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the lines' })));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(requestsTo(fetch, 'PUT', '/api/orders/o-1/lines').map((r) => r.body)).toEqual([
      {
        lines: [
          { id: 'l-1', cis: '60234100', name: 'DOLIPRANE 500 mg, comprimé', quantity: 3, unitPriceCents: 320 },
          { cis: null, name: 'Compresses', quantity: 1, unitPriceCents: 250, notMedicine: false },
        ],
      },
    ]);
  });

  it('checks fields before sending and shows the server’s field errors next to their fields', async () => {
    const order: OrderDetail = makeDetail({ status: 'accepted', lines: makeDetail().lines.map((l) => ({ ...l, unitPriceCents: 100 })) });
    const fetch = mockFetch(({ method }) =>
      method === 'PUT'
        ? { status: 400, body: { code: 'VALIDATION', message: 'Some lines are not valid.', fields: { 'lines.1.name': 'validation.needsPrescription' } } }
        : notFound,
    );
    renderWithProviders(<DeskLinesEditor order={order} backHref="/dashboard/order/o-1" onSaved={vi.fn()} />);
    const price = screen.getByRole('textbox', { name: 'Unit price of Thermometer' });
    fireEvent.change(price, { target: { value: '' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Thermometer' }), { target: { value: '0' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the lines' })));
    // An accepted order keeps a full quote, and quantities go from 1 to 99.
    expect(screen.getByText('This field is required.')).toBeTruthy();
    expect(screen.getByText('Choose a quantity from 1 to 99.')).toBeTruthy();
    expect(requestsTo(fetch, 'PUT', '/api/orders/o-1/lines')).toEqual([]);

    fireEvent.change(price, { target: { value: 'abc' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Quantity of Thermometer' }), { target: { value: '1' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the lines' })));
    expect(screen.getByText('Enter a price in euros, e.g. 12.50.')).toBeTruthy();

    fireEvent.change(price, { target: { value: '9.99' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the lines' })));
    await waitFor(() => expect(screen.getByText('This medicine needs a prescription.')).toBeTruthy());
    const name = screen.getByRole('textbox', { name: 'Medicine or product' });
    expect(name.getAttribute('aria-invalid')).toBe('true');
  });

  it('links a typed line to a catalogue medicine, or marks it not a medicine, and sends the choice', async () => {
    const order = makeDetail({
      lines: [
        ...makeDetail().lines,
        { id: 'l-3', cis: null, name: 'xanax de ma mère', quantity: 1, unitPriceCents: null, requiresPrescription: false, notMedicine: false, typedName: null, substitution: null },
      ],
    });
    const fetch = mockFetch(({ method }) => (method === 'PUT' ? { status: 200, body: order } : notFound));
    // The catalogue search is another feature: the page gives it as a slot; here a stand-in with one result.
    const search = vi.fn((pick: (choice: { cis: string; name: string; requiresPrescription: boolean }) => void, label: string) => (
      <button type="button" onClick={() => pick({ cis: '61234567', name: 'XANAX 0,25 mg', requiresPrescription: true })}>
        {`Pick in: ${label}`}
      </button>
    ));
    renderWithProviders(<DeskLinesEditor order={order} backHref="/dashboard/order/o-1" onSaved={vi.fn()} renderMedicineSearch={search} />);

    expect(screen.getByRole('note').textContent).toContain('link it to the catalogue medicine, or mark it as not a medicine');
    expect(screen.getAllByText('To check: link it to the catalogue or mark it as not a medicine.')).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: 'Link “xanax de ma mère” to a catalogue medicine' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick in: Catalogue medicine for “xanax de ma mère”' }));
    expect(screen.getByText('XANAX 0,25 mg')).toBeTruthy();
    expect(screen.getByText('Typed by the customer: xanax de ma mère')).toBeTruthy();
    expect(screen.getByText(/Prescription only/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: '“Thermometer” is not a medicine' }));
    expect(screen.queryByText('To check: link it to the catalogue or mark it as not a medicine.')).toBeNull();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save the lines' })));
    await waitFor(() => expect(requestsTo(fetch, 'PUT', '/api/orders/o-1/lines')).toHaveLength(1));
    expect(requestsTo(fetch, 'PUT', '/api/orders/o-1/lines')[0].body).toEqual({
      lines: [
        { id: 'l-1', cis: '60234100', name: 'DOLIPRANE 500 mg, comprimé', quantity: 2, unitPriceCents: null },
        { id: 'l-2', cis: null, name: 'Thermometer', quantity: 1, unitPriceCents: null, notMedicine: true },
        { id: 'l-3', cis: '61234567', name: 'XANAX 0,25 mg', quantity: 1, unitPriceCents: null },
      ],
    });
  });

  it('says honestly when the order can no longer be edited, with a way back', () => {
    renderWithProviders(<NotEditable order={makeDetail({ status: 'preparing' })} backHref="/dashboard/order/o-1" />);
    const alert = screen.getByText(/The lines can no longer change: the order is “Being prepared”/);
    expect(within(alert.closest('.MuiAlert-root') as HTMLElement).getByRole('link', { name: 'Back to the order' }).getAttribute('href')).toBe('/dashboard/order/o-1');
  });
});
