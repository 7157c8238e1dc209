import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { PharmacyNewPage } from './pharmacy-new';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function Where() {
  return <output data-testid="where">{useLocation().pathname}</output>;
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });

describe('PharmacyNewPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('creates the pharmacy with its week, delivery in cents, then opens its edit page', async () => {
    const fetch = mockFetch(({ path, method }) =>
      path === '/api/pharmacies' && method === 'POST'
        ? { status: 201, body: makePharmacy({ name: 'Pharmacie Neuve', slug: 'pharmacie-neuve' }) }
        : { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } },
    );
    renderWithProviders(
      <Routes>
        <Route
          path="/dashboard/pharmacy/new"
          element={<PharmacyNewPage crumbs={[]} editHref={(slug) => `/dashboard/pharmacy/${slug}/edit`} />}
        />
        <Route path="*" element={<Where />} />
      </Routes>,
      { url: '/dashboard/pharmacy/new' },
    );
    type(/^Name/, 'Pharmacie Neuve');
    type(/^Official number/, 'BE-200002');
    type(/^Address/, 'Chaussée de Wavre 10');
    type(/^Postcode/, '1050');
    type(/^City/, 'Ixelles');
    type('Phone', '+32 2 600 00 00');
    fireEvent.click(screen.getByRole('switch', { name: 'Deliver at home' }));
    type('Delivery postcode', '1050');
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    type('Delivery fee', '2,5');
    type('Minimum order', '15');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create the pharmacy' })));

    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/pharmacies')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/pharmacies')[0].body).toEqual({
      name: 'Pharmacie Neuve',
      code: 'BE-200002',
      address: 'Chaussée de Wavre 10',
      postalCode: '1050',
      city: 'Ixelles',
      phone: '+32 2 600 00 00',
      email: '',
      openingHours: [[], [], [], [], [], [], []],
      hoursExceptions: [],
      onDutyDates: [],
      homeDelivery: { enabled: true, postcodes: ['1050'], feeCents: 250, minimumCents: 1500 },
    });
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/dashboard/pharmacy/pharmacie-neuve/edit'),
    );
  });

  it('refuses home delivery with no postcode, next to the postcodes', async () => {
    const fetch = mockFetch(() => ({ status: 500 }));
    renderWithProviders(<PharmacyNewPage crumbs={[]} editHref={(slug) => slug} />, { url: '/dashboard/pharmacy/new' });
    fireEvent.click(screen.getByRole('switch', { name: 'Deliver at home' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create the pharmacy' })));
    expect(await screen.findByText('This field is required.', { selector: 'p:not([id])' })).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/pharmacies')).toHaveLength(0);
  });
});
