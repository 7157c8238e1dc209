import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@pharmacy/shared/schemas/order';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeDetail, makeList, makeSummary } from '../shared/order-fixtures';
import { MyOrderDetails } from './my-order-details';
import { MyOrdersList } from './my-orders-list';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const at = (minutes: number) => new Date(Date.UTC(2026, 2, 14, 9, 30 + minutes)).toISOString();
const customer = { uid: 'c-1', displayName: 'Lotte Peeters', role: 'customer' as const };
const pharmacist = { uid: 's-1', displayName: 'Anne Dubois', role: 'pharmacy' as const };

/** An accepted, priced order with a substitute waiting for the customer's answer. */
function accepted(overrides: Partial<OrderDetail> = {}): OrderDetail {
  return makeDetail({
    id: 'o-1',
    status: 'accepted',
    handoverCode: '482913',
    totalCents: 1240,
    deliveryFeeCents: 350,
    lines: [
      {
        id: 'l-1',
        cis: '60234100',
        name: 'DOLIPRANE 500 mg, comprimé',
        quantity: 2,
        unitPriceCents: 320,
        requiresPrescription: false,
        notMedicine: false,
        typedName: null,
        substitution: { cis: '64793681', name: 'PARACETAMOL BIOGARAN 500 mg', status: 'proposed' },
      },
      { id: 'l-2', cis: '61234567', name: 'XANAX 0,25 mg', quantity: 1, unitPriceCents: 600, requiresPrescription: true, notMedicine: false, typedName: null, substitution: null },
    ],
    history: [
      { at: at(0), actor: customer, action: 'submit', from: null, to: 'submitted', note: null },
      { at: at(10), actor: pharmacist, action: 'accept', from: 'submitted', to: 'accepted', note: 'Ready tomorrow morning.' },
      { at: at(12), actor: pharmacist, action: 'propose_substitution', from: 'accepted', to: 'accepted', note: null },
    ],
    allowedActions: ['cancel', 'answer_substitution'],
    ...overrides,
  });
}

function renderDetails(orderId = 'o-1') {
  return renderWithProviders(<MyOrderDetails orderId={orderId} renderOrderAgain={(o) => <a href={`/my/order?again=${o.id}`}>Order again</a>} />);
}

describe('MyOrderDetails', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the timeline, the handover code, the priced lines and the files', async () => {
    mockFetch(() => ({ status: 200, body: accepted() }));
    renderDetails();
    const timeline = await screen.findByRole('list', { name: 'Order history' });
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((s) => s.textContent)).toEqual([
      expect.stringMatching(/Order sent.*Lotte Peeters/),
      expect.stringMatching(/Accepted and priced.*Anne Dubois.*Ready tomorrow morning\./),
      expect.stringMatching(/Substitute proposed/),
    ]);

    const code = screen.getByText('482913');
    expect(code.tagName).toBe('BDI');
    expect(code.getAttribute('dir')).toBe('ltr');
    expect(code.parentElement?.getAttribute('aria-label')).toBe('4 8 2 9 1 3');
    expect(screen.getByText(/Give these six digits to the courier/)).toBeTruthy();

    const table = screen.getByRole('table', { name: 'Order lines' });
    expect(within(table).getByText('Prescription')).toBeTruthy();
    expect(within(table).getByText('Substitute proposed: PARACETAMOL BIOGARAN 500 mg')).toBeTruthy();
    expect(within(table).getByText('€6.40')).toBeTruthy();
    expect(within(table).getByText('€3.50')).toBeTruthy();
    expect(within(table).getByText('€15.90')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'prescription.pdf' }).getAttribute('href')).toBe('/api/orders/o-1/files/f-1');
    expect(screen.getByRole('link', { name: 'Order again' }).getAttribute('href')).toBe('/my/order?again=o-1');
  });

  it('answers a substitution with a transition and shows the order as it comes back', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'POST'
        ? {
            status: 200,
            body: accepted({
              allowedActions: ['cancel'],
              lines: [{ ...accepted().lines[0], name: 'PARACETAMOL BIOGARAN 500 mg', substitution: { cis: '64793681', name: 'PARACETAMOL BIOGARAN 500 mg', status: 'accepted' } }],
            }),
          }
        : { status: 200, body: accepted() },
    );
    renderDetails();
    expect(await screen.findByText(/is out of stock/)).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Accept PARACETAMOL BIOGARAN 500 mg' })));

    expect(requestsTo(fetch, 'POST', '/api/orders/o-1/transitions')[0]?.body).toEqual({ action: 'answer_substitution', lineId: 'l-1', accept: true });
    await waitFor(() => expect(screen.queryByText(/is out of stock/)).toBeNull());
    expect(screen.getByText('Substitute accepted')).toBeTruthy();
  });

  it('cancels after a confirmation, with the optional reason', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'POST'
        ? { status: 200, body: accepted({ status: 'cancelled', cancellationReason: 'Found it elsewhere', allowedActions: [] }) }
        : { status: 200, body: accepted() },
    );
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(requestsTo(fetch, 'POST', '/api/orders/o-1/transitions')).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Why? (optional)'), { target: { value: 'Found it elsewhere' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' })));
    expect(requestsTo(fetch, 'POST', '/api/orders/o-1/transitions')[0]?.body).toEqual({ action: 'cancel', reason: 'Found it elsewhere' });

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('This order was cancelled.')).toBeTruthy();
    expect(screen.getByText('Found it elsewhere')).toBeTruthy();
    // A cancelled order has no code to give and nothing left to cancel.
    expect(screen.queryByText('482913')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Cancel the order' })).toBeNull();
  });

  it('shows the lifecycle\'s refusal when the cancel comes too late', async () => {
    mockFetch(({ method }) =>
      method === 'POST'
        ? { status: 409, body: { code: 'ILLEGAL_TRANSITION', message: 'An order that is preparing can no longer be cancelled by the customer.' } }
        : { status: 200, body: accepted() },
    );
    renderDetails();
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel the order' }));
    const dialog = screen.getByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel the order' })));
    expect(await within(dialog).findByText('An order that is preparing can no longer be cancelled by the customer.')).toBeTruthy();
  });

  it('follows live updates of the order (queries under ["orders"]) and shows the proof of delivery', async () => {
    let order = accepted({ status: 'out_for_delivery', allowedActions: [], lines: [accepted().lines[1]] });
    mockFetch(() => ({ status: 200, body: order }));
    const { queryClient } = renderDetails();
    expect(await screen.findByText('482913')).toBeTruthy();

    order = accepted({
      status: 'delivered',
      allowedActions: [],
      proofOfDelivery: { receiverName: 'Jan Peeters', at: at(90), by: { uid: 'sh-1', displayName: 'Karim Benali' } },
    });
    await act(() => queryClient.invalidateQueries({ queryKey: ['orders'] }));
    expect(await screen.findByText('Handed over')).toBeTruthy();
    expect(screen.getByText(/Received by Jan Peeters, handed over by Karim Benali/)).toBeTruthy();
    expect(screen.queryByText('482913')).toBeNull();
  });
});

describe('MyOrdersList', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the orders newest first with status, pharmacy, date and total, and loads more with the cursor', async () => {
    const fetch = mockFetch(({ search }) =>
      search.get('cursor') === 'c2'
        ? { status: 200, body: makeList([makeSummary({ id: 'o-old', reference: 'PL-OLD111', status: 'delivered', totalCents: 990 })]) }
        : {
            status: 200,
            body: makeList(
              [makeSummary({ id: 'o-new', reference: 'PL-NEW222', status: 'ready', totalCents: 1550 }), makeSummary({ id: 'o-mid', reference: 'PL-MID333' })],
              {},
              'c2',
            ),
          },
    );
    const onSelect = vi.fn();
    renderWithProviders(<MyOrdersList selectedId="o-new" onSelect={onSelect} />);
    const list = await screen.findByRole('list', { name: 'My orders, newest first' });
    expect(requestsTo(fetch, 'GET', '/api/orders')[0]?.search.get('sort')).toBe('newest');
    const rows = within(list).getAllByRole('button');
    expect(rows[0].textContent).toMatch(/PL-NEW222.*Ready.*€15\.50.*Pharmacie du Sablon/);
    expect(rows[0].getAttribute('aria-current')).toBe('true');
    expect(rows[1].textContent).toMatch(/PL-MID333.*Submitted.*Price to come/);

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Show older orders' })));
    await waitFor(() => expect(within(list).getAllByRole('button')).toHaveLength(3));
    expect(within(list).getAllByRole('button')[2].textContent).toMatch(/PL-OLD111.*Delivered/);
    fireEvent.click(within(list).getAllByRole('button')[1]);
    expect(onSelect).toHaveBeenCalledWith('o-mid');
  });
});
