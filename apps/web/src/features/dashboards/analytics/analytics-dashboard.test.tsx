import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { AnalyticsDashboard } from './analytics-dashboard';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/dashboards/analytics';
const period = { orders: 20, rejected: 2, cancelled: 1, substituted: 5, failedDeliveries: 1, deliveries: 8 };
const figures: DashboardAnalytics = {
  range: { from: '2026-03-23', to: '2026-03-29' },
  previousRange: { from: '2026-03-16', to: '2026-03-22' },
  current: period,
  previous: { orders: 16, rejected: 4, cancelled: 0, substituted: 0, failedDeliveries: 0, deliveries: 0 },
  perDay: ['23', '24', '25', '26', '27', '28', '29'].map((d, i) => ({
    date: `2026-03-${d}`,
    neighbour: i % 2,
    take_away: 2,
  })),
  perWeek: [{ week: '2026-03-23', orders: 20 }],
  byDeliveryType: [
    { type: 'neighbour', orders: 8 },
    { type: 'take_away', orders: 12 },
  ],
  byPrescriptionType: [
    { type: 'id_card', orders: 5 },
    { type: 'in_pharmacy', orders: 3 },
    { type: 'rid', orders: 2 },
    { type: 'no_prescription', orders: 10 },
  ],
  leadTimes: {
    accept: { orders: 18, medianMinutes: 45, p90Minutes: 102 },
    prepare: { orders: 15, medianMinutes: 130, p90Minutes: 540 },
    handover: { orders: 0, medianMinutes: null, p90Minutes: null },
  },
  byHour: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 9 ? 6 : 0 })),
};

const render = (body: DashboardAnalytics) => {
  const fetch = mockFetch(({ path }) => (path === PATH ? { status: 200, body } : { status: 404 }));
  renderWithProviders(<AnalyticsDashboard />, {
    url: '/dashboard/analytics?from=2026-03-23&to=2026-03-29',
    around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>,
  });
  return fetch;
};
const tileText = async (label: string) =>
  (await screen.findByRole('heading', { name: label })).parentElement!.textContent;

describe('/dashboard/analytics', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('the period against the one before, the lead times, the charts and the CSV of the range', async () => {
    const fetch = render(figures);
    expect(await tileText('Orders placed')).toBe('Orders placed2016 the period before');
    expect(await tileText('Rejected')).toBe('Rejected210% · 25% the period before');
    // No home delivery the period before: no failure rate to compare with.
    expect(await tileText('Failed deliveries')).toBe('Failed deliveries112.5% · – the period before');
    expect(await tileText('Placed → accepted')).toBe('Placed → accepted18median 45 min, slowest tenth 1 h 42 min');
    expect(await tileText('Accepted → ready')).toBe('Accepted → ready15median 2 h 10 min, slowest tenth 9 h 0 min');
    expect(await tileText('Ready → handed over')).toBe('Ready → handed over0median –, slowest tenth –');
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/dashboards/analytics.csv?from=2026-03-23&to=2026-03-29',
    );
    expect(requestsTo(fetch, 'GET', PATH)[0]?.search.toString()).toBe('from=2026-03-23&to=2026-03-29');
    await waitFor(() => expect(document.querySelectorAll('.MuiChartsSurface-root')).toHaveLength(3), {
      timeout: 20_000,
    });
  });

  it('says what will appear when no order was placed', async () => {
    render({ ...figures, current: { ...period, orders: 0 } });
    expect(await screen.findByText('Orders will appear here, day by day, as they are placed.')).toBeTruthy();
    expect(screen.getByText('The hours orders come in will appear here.')).toBeTruthy();
  });
});
