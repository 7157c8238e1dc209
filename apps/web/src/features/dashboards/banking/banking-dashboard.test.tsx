import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import { FakeAuth, testUser } from '../../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { BankingDashboard } from './banking-dashboard';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const PATH = '/api/dashboards/banking';
const none = { count: 0, grossCents: 0 };
const figures: DashboardBanking = {
  range: { from: '2026-02-01', to: '2026-03-31' },
  issued: { invoices: { count: 9, grossCents: 45_800 }, creditNotes: { count: 1, grossCents: -848 } },
  paid: { count: 3, grossCents: 15_750 },
  open: { unpaid: { count: 1, grossCents: 3_180 }, overdue: { count: 2, grossCents: 6_430 } },
  cashIn: [
    { month: '2026-02', count: 1, grossCents: 10_600 },
    { month: '2026-03', count: 2, grossCents: 5_150 },
  ],
  byMethod: [
    { method: 'cash', count: 1, grossCents: 3_330 },
    { method: 'card', count: 1, grossCents: 10_600 },
    { method: 'transfer', ...none },
    { method: 'online', count: 1, grossCents: 1_820 },
  ],
  vat: {
    quarter: '2026-Q1',
    from: '2026-01-01',
    to: '2026-03-31',
    rates: [
      { rate: 0, baseCents: 700, vatCents: 0 },
      { rate: 6, baseCents: 16_500, vatCents: 990 },
      { rate: 12, baseCents: 1_000, vatCents: 120 },
      { rate: 21, baseCents: 10_000, vatCents: 2_100 },
    ],
  },
};

const render = (body: DashboardBanking) => {
  const fetch = mockFetch(({ path }) => (path === PATH ? { status: 200, body } : { status: 404 }));
  renderWithProviders(<BankingDashboard />, {
    url: '/dashboard/banking?from=2026-02-01&to=2026-03-31',
    around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>,
  });
  return fetch;
};
const strip = (text: string | null | undefined) =>
  (text ?? '').replace(/[\u2068\u2069]/g, '').replace(/[\u00a0\u202f]/g, ' ');

describe('/dashboard/banking', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('the totals, the quarter’s VAT per rate with its total, and the CSV of the range', async () => {
    const fetch = render(figures);
    const tile = async (label: string) => (await screen.findByRole('heading', { name: label })).parentElement!;
    expect(strip((await tile('Invoices issued in the period')).textContent)).toMatch(/9.*€\s?458\.00|9.*458\.00\s?€/);
    expect(strip((await tile('Overdue today')).textContent)).toContain('2');
    const table = screen.getByRole('table', { name: 'VAT for the quarter' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) => strip(r.textContent));
    expect(rows).toHaveLength(6);
    expect(rows[2]).toMatch(/^6 %.*165\.00.*9\.90/);
    expect(rows[5]).toMatch(/^Total.*282\.00.*32\.10/);
    expect(screen.getByText(/2026-Q1: invoices and credit notes issued from/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Export CSV' }).getAttribute('href')).toBe(
      '/api/dashboards/banking.csv?from=2026-02-01&to=2026-03-31',
    );
    expect(requestsTo(fetch, 'GET', PATH)[0]?.search.toString()).toBe('from=2026-02-01&to=2026-03-31');
    await waitFor(() => expect(document.querySelectorAll('.MuiChartsSurface-root')).toHaveLength(2), {
      timeout: 20_000,
    });
  });

  it('says what will appear when nothing was paid or issued', async () => {
    render({
      ...figures,
      paid: none,
      cashIn: figures.cashIn.map((m) => ({ ...m, ...none })),
      vat: { ...figures.vat, rates: figures.vat.rates.map((r) => ({ ...r, baseCents: 0, vatCents: 0 })) },
    });
    expect(await screen.findByText('Payments recorded on invoices will appear here, month by month.')).toBeTruthy();
    expect(screen.getByText('How invoices were paid (cash, card, transfer, online) will appear here.')).toBeTruthy();
    expect(
      screen.getByText("The VAT of the quarter's invoices will appear here, per rate, once an invoice is issued."),
    ).toBeTruthy();
  });
});
