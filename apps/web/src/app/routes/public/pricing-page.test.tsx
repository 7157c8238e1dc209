import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { PricingPage } from './pricing-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

describe('/pricing', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows the plans an admin set for pharmacies, in their order, with prices excluding VAT', async () => {
    mockFetch(({ path }) =>
      path === '/api/platform/plans'
        ? {
            status: 200,
            body: {
              plans: [
                { id: 'a', name: 'Neighbourhood', monthlyCents: 4900, perOrderCents: 0, features: ['Orders and deliveries'], highlighted: false },
                { id: 'b', name: 'Group', monthlyCents: 12950, perOrderCents: 35, features: ['Several pharmacies', 'Kanban'], highlighted: true },
              ],
            },
          }
        : { status: 404 },
    );
    renderWithProviders(<PricingPage />, { url: '/pricing' });
    const plans = await screen.findAllByRole('article');
    expect(plans.map((p) => p.getAttribute('aria-label'))).toEqual(['Neighbourhood', 'Group']);
    expect(within(plans[0]!).getByText('€49.00 / month')).toBeTruthy();
    expect(within(plans[0]!).getByText('No fee per order')).toBeTruthy();
    expect(within(plans[1]!).getByText('€129.50 / month')).toBeTruthy();
    expect(within(plans[1]!).getByText('plus €0.35 per order')).toBeTruthy();
    expect(within(plans[1]!).getByText('Most chosen')).toBeTruthy();
  });

  it('keeps the patients’ card and the way to contact the team when no plan is set', async () => {
    mockFetch(({ path }) => (path === '/api/platform/plans' ? { status: 200, body: { plans: [] } } : { status: 404 }));
    renderWithProviders(<PricingPage />, { url: '/pricing' });
    expect(await screen.findByRole('link', { name: 'Contact us' })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });
});
