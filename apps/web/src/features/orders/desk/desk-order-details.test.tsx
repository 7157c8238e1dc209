import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { useOrder } from '../../../api/orders';
import { makeDetail, notFound } from '../shared/order-fixtures';
import { DeskOrderDetails } from './desk-order-details';

function Harness({ viewer }: { viewer: 'staff' | 'shipper' }) {
  const order = useOrder('o-1');
  return order.data ? <DeskOrderDetails order={order.data} viewer={viewer} editHref="/dashboard/order/o-1/edit" /> : null;
}

/** The order at GET, `onPost` for transitions, `extra` for the rest. */
function serve(order: OrderDetail, onPost: (r: MockRequest) => MockReply, extra: (r: MockRequest) => MockReply | undefined = () => undefined) {
  return mockFetch((request) => {
    if (request.method === 'GET' && request.path === '/api/orders/o-1') return { status: 200, body: order };
    if (request.method === 'POST' && request.path === '/api/orders/o-1/transitions') return onPost(request);
    return extra(request) ?? notFound;
  });
}

const button = (name: string) => screen.getByRole('button', { name });
const dialog = () => screen.getByRole('dialog');
const transitions = (fetch: ReturnType<typeof mockFetch>) => requestsTo(fetch, 'POST', '/api/orders/o-1/transitions').map((r) => r.body);

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('DeskOrderDetails', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the pharmacy everything, identifiers left-to-right, and one button per allowed action', async () => {
    serve(makeDetail({ pharmacyCall: true }), () => notFound);
    renderWithProviders(<Harness viewer="staff" />);
    const niss = await screen.findByText('85.07.30-033.28');
    expect(niss.tagName).toBe('BDI');
    expect(niss.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('BEPPA1B2C3D4').closest('bdi')!.getAttribute('dir')).toBe('ltr');
    expect(screen.getByText('BEKP12345678')).toBeTruthy();
    expect(screen.getByText('E-prescriptions (RID)')).toBeTruthy();
    expect(screen.getByText('E-prescription codes (RID)')).toBeTruthy();
    expect(screen.getByText('Call the customer before preparing')).toBeTruthy();
    expect(screen.getByText('Jan Peeters')).toBeTruthy();
    expect(screen.getByText('Please call before coming.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'prescription.pdf' }).getAttribute('href')).toBe('/api/orders/o-1/files/f-1');
    expect(screen.getByRole('link', { name: 'Edit lines' }).getAttribute('href')).toBe('/dashboard/order/o-1/edit');
    expect(screen.getByRole('list', { name: 'Order history' })).toBeTruthy();

    const actions = within(screen.getByRole('region', { name: 'Next step' }))
      .getAllByRole('button')
      .map((b) => b.textContent);
    expect(actions).toEqual(['Accept and price', 'Propose a substitute', 'Reject', 'Cancel the order']);
  });

  it('accepts with a unit price per line, prefilled from the pharmacy price in the catalogue', async () => {
    // The pharmacist has checked the typed line: a thermometer is not a medicine.
    const order = makeDetail({ lines: makeDetail().lines.map((l) => (l.cis ? l : { ...l, notMedicine: true })) });
    const accepted = makeDetail({
      status: 'accepted',
      totalCents: 1090,
      allowedActions: ['prepare', 'cancel'],
      lines: order.lines.map((l, i) => ({ ...l, unitPriceCents: [320, 450][i] })),
    });
    const fetch = serve(order, () => ({ status: 200, body: accepted }), ({ path, search }) =>
      path === '/api/products/product' && search.get('name') === '60234100'
        ? {
            status: 200,
            body: {
              id: '60234100',
              price: 350,
              genericGroups: [],
              presentations: [{ offers: [{ pharmacyId: 'ph-2', price: 300 }, { pharmacyId: 'ph-1', price: 320 }] }],
            },
          }
        : undefined,
    );
    renderWithProviders(<Harness viewer="staff" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept and price' })));
    const doliprane = within(dialog()).getByRole('textbox', { name: 'Unit price of DOLIPRANE 500 mg, comprimé' });
    await waitFor(() => expect((doliprane as HTMLInputElement).value).toBe('3.20'));
    const thermometer = within(dialog()).getByRole('textbox', { name: 'Unit price of Thermometer' });
    expect((thermometer as HTMLInputElement).value).toBe('');

    // An empty price is refused here, before anything is sent.
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Accept and price' })));
    expect(within(dialog()).getByText('This field is required.')).toBeTruthy();
    expect(transitions(fetch)).toEqual([]);

    fireEvent.change(thermometer, { target: { value: '4,5' } });
    expect(within(dialog()).getByText('€10.90')).toBeTruthy();
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Note for the customer (optional)' }), { target: { value: 'Ready tomorrow' } });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Accept and price' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(fetch)).toEqual([
      { action: 'accept', prices: [{ lineId: 'l-1', unitPriceCents: 320 }, { lineId: 'l-2', unitPriceCents: 450 }], note: 'Ready tomorrow' },
    ]);
    expect(await screen.findByText('Order PL-7Q4K2M is accepted and priced.')).toBeTruthy();
    expect(button('Start preparing')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Accept and price' })).toBeNull();
  });

  it('needs a reason to reject, then sends it', async () => {
    const fetch = serve(makeDetail(), () => ({ status: 200, body: makeDetail({ status: 'rejected', rejectionReason: 'Prescription expired', allowedActions: [] }) }));
    renderWithProviders(<Harness viewer="staff" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Reject' })));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' })));
    expect(within(dialog()).getByRole('textbox', { name: 'Reason' }).getAttribute('aria-invalid')).toBe('true');
    expect(transitions(fetch)).toEqual([]);
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Reason' }), { target: { value: '  Prescription expired ' } });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Reject' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(fetch)).toEqual([{ action: 'reject', reason: 'Prescription expired' }]);
    expect(await screen.findByText('Why the order was rejected')).toBeTruthy();
    expect(screen.getByText('Nothing for you to do on this order right now.')).toBeTruthy();
  });

  it('assigns a courier among the pharmacy’s, and shows the law’s reason when the server refuses (409)', async () => {
    const order = makeDetail({ status: 'ready', allowedActions: ['assign_shipper', 'cancel'] });
    const shipper = (uid: string, displayName: string, available: boolean, isStaff: boolean) => ({
      uid,
      firstName: displayName,
      lastName: '',
      displayName,
      phone: '+32 470 00 00 00',
      vehicle: 'bike',
      available,
      isStaff,
    });
    const reason = 'This pharmacy does not deliver prescription medicine at home: the customer must collect it.';
    const fetch = serve(order, () => ({ status: 409, body: { code: 'PRESCRIPTION_DELIVERY_NOT_ALLOWED', message: reason } }), ({ path }) =>
      path === '/api/pharmacies/ph-1/shippers'
        ? { status: 200, body: { items: [shipper('s-1', 'Marc', true, true), shipper('s-2', 'Sofie', true, false), shipper('s-3', 'Tom', false, true)], nextCursor: null } }
        : undefined,
    );
    renderWithProviders(<Harness viewer="staff" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Assign a courier' })));
    expect(within(dialog()).getByText(/Belgian law allows its home delivery only by the pharmacy's own staff/)).toBeTruthy();
    const marc = await within(dialog()).findByRole('radio', { name: /Marc/ });
    expect((within(dialog()).getByRole('radio', { name: /Sofie/ }) as HTMLInputElement).disabled).toBe(true);
    expect(within(dialog()).getByText("Not your pharmacy's staff: may not carry prescription medicine.")).toBeTruthy();
    expect((within(dialog()).getByRole('radio', { name: /Tom/ }) as HTMLInputElement).disabled).toBe(true);

    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign a courier' })));
    expect(within(dialog()).getByText('Choose a courier.')).toBeTruthy();
    fireEvent.click(marc);
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Assign a courier' })));
    const alert = await within(dialog()).findByRole('alert');
    expect(within(alert).getByText('The law does not allow this delivery')).toBeTruthy();
    expect(within(alert).getByText(reason)).toBeTruthy();
    expect(transitions(fetch)).toEqual([{ action: 'assign_shipper', shipperId: 's-1' }]);
  });

  it('proposes a substitute from the line’s generic group', async () => {
    const fetch = serve(makeDetail(), () => ({ status: 200, body: makeDetail() }), ({ path, search }) =>
      path === '/api/products/product' && search.get('name') === '60234100'
        ? {
            status: 200,
            body: {
              id: '60234100',
              price: 350,
              presentations: [],
              genericGroups: [
                {
                  id: 1,
                  label: 'PARACETAMOL 500 mg',
                  type: 0,
                  members: [
                    { cis: '60234100', name: 'DOLIPRANE 500 mg, comprimé', type: 0, marketed: true, requiresPrescription: false, price: 350 },
                    { cis: '61111111', name: 'PARACETAMOL EG 500 mg, comprimé', type: 1, marketed: true, requiresPrescription: false, price: 199 },
                  ],
                },
              ],
            },
          }
        : undefined,
    );
    renderWithProviders(<Harness viewer="staff" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Propose a substitute' })));
    const option = await within(dialog()).findByRole('radio', { name: /PARACETAMOL EG 500 mg/ });
    expect(within(dialog()).queryByRole('radio', { name: /DOLIPRANE/ })).toBeNull();
    expect(within(dialog()).getByText('€1.99')).toBeTruthy();
    fireEvent.click(option);
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Propose a substitute' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(transitions(fetch)).toEqual([{ action: 'propose_substitution', lineId: 'l-1', cis: '61111111' }]);
  });

  it('blocks the acceptance while a typed line is neither linked nor marked, naming it', async () => {
    const fetch = serve(makeDetail(), () => ({ status: 200, body: makeDetail() }));
    renderWithProviders(<Harness viewer="staff" />);
    await act(async () => fireEvent.click(await screen.findByRole('button', { name: 'Accept and price' })));
    const alert = within(dialog()).getByRole('alert');
    expect(alert.textContent).toContain('Check the typed lines first');
    expect(within(alert).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Thermometer']);
    const submit = within(dialog()).getByRole('button', { name: 'Accept and price' }) as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    expect(transitions(fetch)).toEqual([]);
  });

  it('shows the pharmacy that the order became a prescription order', async () => {
    serve(makeDetail({ prescriptionAdded: true, prescriptionType: 'in_pharmacy' }), () => notFound);
    renderWithProviders(<Harness viewer="staff" />);
    expect(await screen.findByText('Now a prescription order')).toBeTruthy();
  });

  it('lets the courier deliver with the code and shows the server’s field error next to the code; no identifiers', async () => {
    // What the server sends a shipper: a sealed bag (no lines, e-mail, requests, identifiers or files).
    const order = makeDetail({
      status: 'out_for_delivery',
      totalCents: 1090,
      sealed: true,
      lines: [],
      lineCount: 3,
      email: '',
      request: '',
      nationalRegistrationNumber: '',
      rid: [],
      files: [],
      shipper: { uid: 's-1', displayName: 'Marc' },
      allowedActions: ['deliver', 'fail_delivery'],
    });
    const fetch = serve(order, () => ({ status: 400, body: { code: 'VALIDATION', message: 'This handover code is not the right one.', fields: { handoverCode: 'validation.handoverCode' } } }));
    renderWithProviders(<Harness viewer="shipper" />);
    await screen.findByRole('button', { name: 'Confirm delivery' });
    expect(screen.queryByText('National number')).toBeNull();
    expect(screen.queryByText('Prescription files')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Prescription' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Edit lines' })).toBeNull();
    expect(screen.getByText('Rue de la Régence 3', { exact: false })).toBeTruthy();
    expect(screen.getByRole('link', { name: '+32 470 12 34 56' }).getAttribute('href')).toBe('tel:+32470123456');
    expect(screen.getByText('To collect at the handover:', { exact: false })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Sealed bag' }).textContent).toContain('Items in the bag: 3');
    expect(screen.queryByText('E-mail')).toBeNull();
    expect(screen.queryByRole('table', { name: /lines/i })).toBeNull();

    await act(async () => fireEvent.click(button('Confirm delivery')));
    const code = within(dialog()).getByRole('textbox', { name: 'Handover code' });
    expect((within(dialog()).getByRole('radio', { name: 'The customer, Lotte Peeters' }) as HTMLInputElement).checked).toBe(true);
    expect(within(dialog()).getByRole('radio', { name: 'The mandated person, Jan Peeters' })).toBeTruthy();

    // The shared schema refuses a short code before anything is sent.
    fireEvent.change(code, { target: { value: '12' } });
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm delivery' })));
    expect(within(dialog()).getByText('Enter the 6-digit handover code.')).toBeTruthy();
    expect(transitions(fetch)).toEqual([]);

    fireEvent.change(code, { target: { value: '123 456' } });
    fireEvent.click(within(dialog()).getByRole('radio', { name: 'The mandated person, Jan Peeters' }));
    await act(async () => fireEvent.click(within(dialog()).getByRole('button', { name: 'Confirm delivery' })));
    await waitFor(() => expect(transitions(fetch)).toEqual([{ action: 'deliver', handoverCode: '123456', receiverName: 'Jan Peeters' }]));
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    expect(within(dialog()).getByText('Enter the 6-digit handover code.')).toBeTruthy();
    expect(code.getAttribute('aria-describedby')).toBeTruthy();
  });
});
