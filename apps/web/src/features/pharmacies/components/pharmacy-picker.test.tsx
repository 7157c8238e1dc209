import { useState } from 'react';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { PharmacyPicker, type PharmacyPickerProps } from './pharmacy-picker';

const closedWeek = (): Pharmacy['openingHours'] => [[], [], [], [], [], [], []];
const only = (weekday: number, open: string, close: string) => {
  const week = closedWeek();
  week[weekday] = [{ open, close }];
  return week;
};

// Wednesday 15 January 2025, 11:00 in Brussels (10:00 UTC).
const NOW = new Date('2025-01-15T10:00:00Z');
const sablon = makePharmacy({ onDutyToday: true, onDutyDates: ['2025-01-15'] });
const linde = makePharmacy({
  id: 'p-linde',
  name: 'Apotheek De Linde',
  city: 'Antwerpen',
  postalCode: '2000',
  openingHours: only(2, '14:00', '18:00'),
  homeDelivery: { enabled: false, postcodes: [], feeCents: 0, minimumCents: 0 },
});
const thursday = makePharmacy({
  id: 'p-thu',
  name: 'Pharmacie du Jeudi',
  openingHours: only(3, '08:00', '12:00'),
  homeDelivery: { enabled: true, postcodes: ['1000'], feeCents: 0, minimumCents: 0 },
});
const monday = makePharmacy({ id: 'p-mon', name: 'Pharmacie du Lundi', openingHours: only(0, '09:00', '12:00') });
const never = makePharmacy({ id: 'p-none', name: 'Pharmacie Sans Horaire', phone: '', openingHours: closedWeek() });

const page = (items: Pharmacy[], nextCursor: string | null = null): MockReply => ({
  status: 200,
  body: { items, nextCursor },
});

function serve(handler: (request: MockRequest) => MockReply | undefined = () => undefined) {
  return mockFetch((request) => handler(request) ?? page([sablon, linde, thursday, monday, never]));
}

/** The picker with its value kept, as the order form will keep it. */
function Harness(props: Partial<PharmacyPickerProps> & { spy?: (p: Pharmacy) => void }) {
  const [value, setValue] = useState<string | null>(props.value ?? null);
  return (
    <PharmacyPicker
      value={value}
      error={props.error}
      onChange={(pharmacy) => {
        props.spy?.(pharmacy);
        setValue(pharmacy.id);
      }}
    />
  );
}

const card = (name: string) => screen.getByText(name).closest('li') as HTMLElement;

beforeAll(async () => {
  await initI18n();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});
afterEach(async () => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('PharmacyPicker', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows each pharmacy’s address, phone, today’s hours, open/closed, on-duty and delivery', async () => {
    serve();
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
    const first = card('Pharmacie du Sablon');
    expect(first.textContent).toContain('Rue Haute 1, 1000 Bruxelles');
    expect(within(first).getByRole('link', { name: '+32 2 511 00 00' }).getAttribute('href')).toBe('tel:+3225110000');
    expect(first.textContent).toContain('Today: 08:30–12:30, 13:30–18:30');
    expect(within(first).getByText('Open now')).toBeTruthy();
    expect(within(first).getByText('On duty today')).toBeTruthy();
    expect(first.textContent).toContain('Home delivery: €3.50 · minimum order €15.00');

    const second = card('Apotheek De Linde');
    expect(within(second).getByText('Closed — opens at', { exact: false }).textContent).toBe('Closed — opens at 14:00');
    expect(within(second).queryByText('On duty today')).toBeNull();
    expect(second.textContent).toContain('No home delivery: collection at the pharmacy');
    expect(card('Pharmacie du Jeudi').textContent).toContain('Closed — opens tomorrow at 08:00');
    expect(card('Pharmacie du Jeudi').textContent).toContain('Free home delivery');
    expect(card('Pharmacie du Jeudi').textContent).toContain('Closed today');
    expect(card('Pharmacie du Lundi').textContent).toContain('Closed — opens Monday at 09:00');
    const none = card('Pharmacie Sans Horaire');
    expect(within(none).getByText('Closed')).toBeTruthy();
    expect(within(none).queryByRole('link')).toBeNull();
  });

  it('is one radio group named by its legend; choosing shows the week and the delivery area', async () => {
    serve();
    const spy = vi.fn();
    renderWithProviders(<Harness spy={spy} />);
    const group = await screen.findByRole('radiogroup', { name: 'Pharmacy' });
    await within(group).findByText('Apotheek De Linde');
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(5);
    const linde = within(group).getByRole('radio', { name: 'Apotheek De Linde' });
    expect(linde.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(linde.getAttribute('aria-describedby')!)?.textContent).toContain('Antwerpen');
    // Space on a focused native radio checks it (a click event in the DOM).
    linde.focus();
    fireEvent.click(linde);
    expect(spy).toHaveBeenCalledTimes(1);
    expect(spy.mock.calls[0][0]).toMatchObject({ id: 'p-linde', name: 'Apotheek De Linde' });
    expect((linde as HTMLInputElement).checked).toBe(true);
    expect(within(card('Apotheek De Linde')).getByRole('table', { name: 'Opening hours' })).toBeTruthy();
    // A click anywhere on another card chooses it, once.
    fireEvent.click(within(card('Pharmacie du Sablon')).getByText('Bruxelles', { exact: false }));
    expect(spy).toHaveBeenCalledTimes(2);
    expect(spy.mock.calls[1][0].id).toBe('p-sablon');
    expect(card('Pharmacie du Sablon').textContent).toContain('delivers to 1000, 1050');
    expect(within(card('Apotheek De Linde')).queryByRole('table')).toBeNull();
  });

  it('searches once per pause in typing, and filters on today’s on-duty pharmacies', async () => {
    const fetch = serve((request) => (request.search.get('q') === 'liege' ? page([]) : undefined));
    renderWithProviders(<Harness />);
    await screen.findByText('Pharmacie du Sablon');
    const search = screen.getByRole('searchbox', { name: 'Find a pharmacy' });
    fireEvent.change(search, { target: { value: 'l' } });
    fireEvent.change(search, { target: { value: 'li' } });
    fireEvent.change(search, { target: { value: 'liege' } });
    expect(await screen.findByText('No pharmacy matches this search.')).toBeTruthy();
    const calls = requestsTo(fetch, 'GET', '/api/pharmacies');
    expect(calls.map((c) => c.search.get('q'))).toEqual([null, 'liege']);
    expect(calls[1].search.get('limit')).toBe('20');

    fireEvent.click(screen.getByRole('switch', { name: 'On duty today only' }));
    expect(await screen.findByText('No pharmacy matching this search is on duty today.')).toBeTruthy();
    const last = requestsTo(fetch, 'GET', '/api/pharmacies').at(-1)!;
    expect(last.search.get('onDuty')).toBe('2025-01-15');
    expect(last.search.get('q')).toBe('liege');
  });

  it('loads the next page with the server’s cursor', async () => {
    const fetch = serve((request) =>
      request.search.get('cursor') === 'c2' ? page([monday]) : page([sablon, linde], 'c2'),
    );
    renderWithProviders(<Harness />);
    fireEvent.click(await screen.findByRole('button', { name: 'Show more pharmacies' }));
    expect(await screen.findByText('Pharmacie du Lundi')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Show more pharmacies' })).toBeNull();
    expect(requestsTo(fetch, 'GET', '/api/pharmacies').map((c) => c.search.get('cursor'))).toEqual([null, 'c2']);
  });

  it('keeps a chosen pharmacy that the current list does not show on top, checked', async () => {
    const fetch = serve((request) =>
      request.path === '/api/pharmacies/p-far'
        ? { status: 200, body: makePharmacy({ id: 'p-far', name: 'Pharmacie Lointaine' }) }
        : page([sablon]),
    );
    renderWithProviders(<Harness value="p-far" />);
    const chosen = await screen.findByRole('radio', { name: 'Pharmacie Lointaine' });
    expect((chosen as HTMLInputElement).checked).toBe(true);
    expect(screen.getAllByRole('radio')[0]).toBe(chosen);
    expect(requestsTo(fetch, 'GET', '/api/pharmacies/p-far')).toHaveLength(1);
  });

  it('shows the form’s error under the group, translated, and a failed load with a retry', async () => {
    let fail = true;
    serve(() => (fail ? { status: 500, body: { message: 'Something went wrong', code: 'INTERNAL' } } : undefined));
    renderWithProviders(<Harness error="validation.pharmacy" />);
    const group = screen.getByRole('radiogroup', { name: 'Pharmacy' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toBe('Choose a pharmacy.');
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
  });

  it('keeps times and prices left-to-right in Arabic', async () => {
    await changeLanguage('ar');
    serve(() => page([linde, sablon]));
    renderWithProviders(<Harness />);
    await screen.findByText('Apotheek De Linde');
    const closed = within(card('Apotheek De Linde')).getByText('14:00');
    expect(closed.tagName).toBe('BDI');
    expect(closed.getAttribute('dir')).toBe('ltr');
    const fee = new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(3.5);
    const isolated = [...card('Pharmacie du Sablon').querySelectorAll('bdi[dir="ltr"]')].map((b) => b.textContent);
    expect(isolated).toContain(fee);
  });

  it('updates open/closed as time passes', async () => {
    vi.useRealTimers();
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2025-01-15T11:29:00Z'));
    serve(() => page([sablon]));
    renderWithProviders(<Harness />);
    expect(await screen.findByText('Open now')).toBeTruthy();
    act(() => {
      vi.setSystemTime(new Date('2025-01-15T11:31:00Z'));
      vi.advanceTimersByTime(60_000);
    });
    await waitFor(() => expect(card('Pharmacie du Sablon').textContent).toContain('Closed — opens at 13:30'));
  });
});
