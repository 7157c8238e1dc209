import { screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardEcommerce } from '@pharmacy/shared/schemas/dashboard-ecommerce';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { EcommerceDashboard } from './ecommerce-dashboard';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/dashboards/ecommerce';
const figures: DashboardEcommerce = {
  range: { from: '2026-03-28', to: '2026-03-30' },
  sales: { orders: 3, totalCents: 9_830, averageCents: 3_277, discountCents: 320 },
  funnel: { started: 6, completed: 3, abandoned: 3 },
  openCarts: 1,
  perDay: [
    { date: '2026-03-28', orders: 1, totalCents: 2_500 },
    { date: '2026-03-29', orders: 1, totalCents: 2_880 },
    { date: '2026-03-30', orders: 1, totalCents: 4_450 },
  ],
  byPayment: [
    { method: 'at_pharmacy', orders: 1, totalCents: 2_880 },
    { method: 'online', orders: 2, totalCents: 6_950 },
  ],
  topProducts: [
    { productId: 'p1', name: 'Vitamin D3', units: 3, totalCents: 6_000 },
    { productId: 'p2', name: 'Plasters', units: 1, totalCents: 400 },
  ],
  stock: { out: 1, low: 2 },
};

const render = (body: DashboardEcommerce) => {
  const fetch = mockFetch(({ path }) => (path === PATH ? { status: 200, body } : { status: 404 }));
  renderWithProviders(<EcommerceDashboard />, {
    url: '/dashboard/ecommerce?from=2026-03-28&to=2026-03-30',
    around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>,
  });
  return fetch;
};
const tileText = async (label: string) =>
  (await screen.findByRole('heading', { name: label })).parentElement!.textContent?.replace(/[\u2068\u2069]/g, '');

describe('/dashboard/ecommerce', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sales, basket, checkouts, carts, stock alerts, best sellers, payments and the CSV of the range', async () => {
    const fetch = render(figures);
    expect(await tileText('Sales')).toBe('Sales3€98.30');
    expect(await tileText('Average basket')).toBe('Average basket€32.77€3.20 of discounts in all');
    expect(await tileText('Checkouts completed')).toBe('Checkouts completed3of 6 started (50%)');
    expect(screen.getByRole('heading', { name: 'Sold out' }).closest('a')?.getAttribute('href')).toBe(
      '/dashboard/e-commerce/list?tab=outOfStock',
    );
    expect(screen.getByText('Vitamin D3')).toBeTruthy();
    expect(screen.getByText('3 units sold')).toBeTruthy();
    expect(screen.getByText('Paid online')).toBeTruthy();
    expect(screen.getByText('2 sales')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/dashboards/ecommerce.csv?from=2026-03-28&to=2026-03-30',
    );
    expect(requestsTo(fetch, 'GET', PATH)[0]?.search.toString()).toBe('from=2026-03-28&to=2026-03-30');
    await waitFor(() => expect(document.querySelectorAll('.MuiChartsSurface-root')).toHaveLength(1), {
      timeout: 20_000,
    });
  });

  it('says what will appear before the first sale', async () => {
    render({ ...figures, sales: { orders: 0, totalCents: 0, averageCents: null, discountCents: 0 }, topProducts: [] });
    expect(await screen.findByText('Sales will appear here, day by day, once customers buy in the shop.')).toBeTruthy();
    expect(screen.getByText('The products customers buy most will appear here.')).toBeTruthy();
    expect(await tileText('Average basket')).toBe('Average basket–no sale yet');
  });
});
