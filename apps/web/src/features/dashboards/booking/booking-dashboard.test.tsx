import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardBooking } from '@pharmacy/shared/schemas/dashboard-booking';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { BookingDashboard } from './booking-dashboard';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/dashboards/booking';
const day = (date: string, values: Partial<DashboardBooking['perDay'][number]> = {}) => ({
  date,
  pickups: 0,
  deliveries: 0,
  slots: 0,
  onDuty: 0,
  couriers: 0,
  availableMinutes: 0,
  ...values,
});
const figures: DashboardBooking = {
  range: { from: '2026-03-27', to: '2026-03-30' },
  waiting: { toCollect: 1, toDeliver: 2 },
  perDay: [
    day('2026-03-27'),
    day('2026-03-28', { pickups: 1, slots: 1, onDuty: 1, couriers: 2, availableMinutes: 330 }),
    day('2026-03-29', { slots: 1, couriers: 1, availableMinutes: 120 }),
    day('2026-03-30', { deliveries: 1, slots: 2, onDuty: 1 }),
  ],
  slotTimes: [
    { time: '10:00', slots: 3 },
    { time: '14:00', slots: 1 },
  ],
  onDuty: [
    { pharmacy: 'Pharmacie du Sablon', start: '2026-03-28', end: '2026-03-29' },
    { pharmacy: 'Pharmacie du Sablon', start: '2026-03-30T17:00:00.000Z', end: '2026-03-31T06:00:00.000Z' },
  ],
};

const render = (body: DashboardBooking) => {
  const fetch = mockFetch(({ path }) => (path === PATH ? { status: 200, body } : { status: 404 }));
  renderWithProviders(<BookingDashboard />, {
    url: '/dashboard/booking?from=2026-03-27&to=2026-03-30',
    around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>,
  });
  return fetch;
};

describe('/dashboard/booking', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('what waits now, the period’s handovers, the couriers per day, duties and slots, and the CSV', async () => {
    const fetch = render(figures);
    const tile = async (label: string) => (await screen.findByRole('heading', { name: label })).parentElement!;
    expect((await tile('Ready, waiting to be collected')).textContent).toBe('Ready, waiting to be collected1');
    expect((await tile('Ready, waiting to be collected')).getAttribute('href')).toBe(
      '/dashboard/order/list?status=ready&sort=oldest',
    );
    expect((await tile('Collected')).textContent).toBe('Collected1in the period');
    const couriers = screen.getByRole('table', { name: 'Courier availability' });
    const cells = within(couriers)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent?.replace(/[\u2068\u2069]/g, '')),
      );
    expect(cells.slice(1)).toEqual([
      ['Sat, Mar 28', '2', '5 h 30 min'],
      ['Sun, Mar 29', '1', '2 h 0 min'],
    ]);
    expect(screen.getByText('Sat, Mar 28, all day')).toBeTruthy();
    expect(screen.getByText('10:00 (3 slots) · 14:00 (1 slot)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/dashboards/booking.csv?from=2026-03-27&to=2026-03-30',
    );
    expect(requestsTo(fetch, 'GET', PATH)[0]?.search.toString()).toBe('from=2026-03-27&to=2026-03-30');
    await waitFor(() => expect(document.querySelectorAll('.MuiChartsSurface-root')).toHaveLength(1), {
      timeout: 20_000,
    });
  });

  it('says what will appear when the calendar and the handovers are empty', async () => {
    render({ ...figures, perDay: figures.perDay.map((d) => day(d.date)), slotTimes: [], onDuty: [] });
    expect(
      await screen.findByText('Collections, deliveries and delivery slots will appear here, day by day.'),
    ).toBeTruthy();
    expect(screen.getByText('The hours couriers mark as available in their calendar will appear here.')).toBeTruthy();
    expect(screen.getByText('On-duty shifts and delivery slots from the calendar will appear here.')).toBeTruthy();
  });
});
