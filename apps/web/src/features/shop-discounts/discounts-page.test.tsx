import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Discount } from '@pharmacy/shared/schemas/shop-discount';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { DiscountsPage } from './discounts-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const code: Discount = { id: 'd-1', pharmacyId: 'p-1', code: 'SPRING', kind: 'amount', value: 350, startsAt: null, endsAt: null, maxUses: 10, used: 3, createdAt: '2026-11-01T10:00:00Z' };

describe('discount codes page', () => {
  it('lists the codes with what they take off and their uses', async () => {
    mockFetch(() => ({ status: 200, body: { items: [code, { ...code, id: 'd-2', code: 'TEN', kind: 'percent', value: 10, maxUses: null, used: 0 }] } }));
    renderWithProviders(<DiscountsPage />);
    expect(await screen.findByText('SPRING')).toBeTruthy();
    expect(screen.getByText('€3.50')).toBeTruthy();
    expect(screen.getByText('3 / 10')).toBeTruthy();
    expect(screen.getByText('10 %')).toBeTruthy();
  }, PAGE_TEST_TIMEOUT);

  it('sends an amount typed in euros as exact cents and shows the server’s refusal next to its field', async () => {
    const fetch = mockFetch(({ method }) =>
      method === 'POST' ? { status: 409, body: { code: 'DISCOUNT_EXISTS', message: 'exists', fields: { code: 'validation.discountCodeTaken' } } } : { status: 200, body: { items: [] } },
    );
    renderWithProviders(<DiscountsPage />);
    expect(await screen.findByText(/No discount code yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New code' }));
    fireEvent.change(screen.getByLabelText(/^Code/), { target: { value: 'spring' } });
    fireEvent.mouseDown(screen.getByLabelText('Kind'));
    fireEvent.click(await screen.findByRole('option', { name: 'Amount off' }));
    fireEvent.change(screen.getByLabelText(/Amount in euros/), { target: { value: '0,30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create the code' }));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/shop/discounts')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/shop/discounts')[0]!.body).toEqual({ code: 'spring', kind: 'amount', value: 30, startsAt: null, endsAt: null, maxUses: null });
    expect(await screen.findByText(/already/i)).toBeTruthy();
  }, PAGE_TEST_TIMEOUT);
});
