import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { renderWithAuth } from '../../../features/auth/testing/render-with-auth';
import { makeDetail } from '../../../features/orders/shared/order-fixtures';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { MyOrderPage } from './my-order-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const pharmacy: Pharmacy = {
  id: 'ph-1',
  name: 'Pharmacie du Sablon',
  slug: 'pharmacie-du-sablon',
  logoUrl: null,
  code: 'BE-1',
  address: 'Rue Haute 1',
  postalCode: '1000',
  city: 'Bruxelles',
  phone: '',
  email: '',
  openingHours: [[], [], [], [], [], [], []],
  hoursExceptions: [],
  onDutyDates: [],
  onDutyToday: false,
  homeDelivery: { enabled: true, postcodes: ['1000'], feeCents: 350, minimumCents: 0 },
};

function server() {
  return mockFetch(({ path }) => {
    if (path === '/api/session') return { status: 200, body: { user: makeUser({ phone: '+32 470 00 00 00' }) } };
    if (path === '/api/orders/o-1')
      return { status: 200, body: makeDetail({ id: 'o-1', pharmacy: { id: 'ph-1', name: pharmacy.name } }) };
    if (path === '/api/pharmacies/ph-1') return { status: 200, body: pharmacy };
    if (path === '/api/pharmacies') return { status: 200, body: { items: [pharmacy], nextCursor: null } };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const value = (label: RegExp) => (screen.getByLabelText(label) as HTMLInputElement).value;

describe('MyOrderPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('prefills the contact fields from the signed-in profile', async () => {
    server();
    renderWithAuth(<MyOrderPage />, { path: '/my/order', url: '/my/order' });
    await waitFor(() => expect(value(/^First name/)).toBe('Jane'));
    expect(value(/^Last name/)).toBe('Peeters');
    expect(value(/^E-mail/)).toBe('jane@example.com');
    expect(value(/^Phone/)).toBe('+32 470 00 00 00');
    // The real directory and catalogue search are composed in.
    expect(await screen.findByRole('radio', { name: 'Pharmacie du Sablon' })).toBeTruthy();
    expect(screen.getByRole('combobox', { name: 'Add a medicine from the catalogue' })).toBeTruthy();
  });

  it('orders again: same pharmacy, medicines and delivery type as the past order', async () => {
    server();
    renderWithAuth(<MyOrderPage />, { path: '/my/order', url: '/my/order?again=o-1' });
    const lines = await screen.findByRole('list', { name: 'Medicines ordered' });
    expect(within(lines).getByText('DOLIPRANE 500 mg, comprimé')).toBeTruthy();
    expect((within(lines).getByLabelText(/^Medicine/) as HTMLInputElement).value).toBe('Thermometer');
    expect((screen.getByRole('radio', { name: /Delivered at home/ }) as HTMLInputElement).checked).toBe(true);
    expect(value(/^Street and number/)).toBe('Rue de la Régence 3');
    await waitFor(() =>
      expect((screen.getByRole('radio', { name: 'Pharmacie du Sablon' }) as HTMLInputElement).checked).toBe(true),
    );
    expect(value(/^First name/)).toBe('Jane');
  });
});
