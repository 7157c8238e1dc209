import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithAuth } from '../../../features/auth/testing/render-with-auth';
import { orderPharmacy } from '../../../features/orders/form/order-form-harness';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeUser } from '../../../test/make-user';
import { mockFetch } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { OrderNewPage } from './order-new-page';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

function serve(mine: unknown) {
  return mockFetch(({ path }) => {
    if (path === '/api/session') return { status: 200, body: { user: makeUser({ role: 'pharmacy' }) } };
    if (path === '/api/pharmacies/mine') return { status: 200, body: mine };
    return { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };
  });
}

const renderPage = () => renderWithAuth(<OrderNewPage />, { path: '/dashboard/order/new', url: '/dashboard/order/new' });

describe('OrderNewPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('records a counter order for the staff\'s pharmacy, with empty contact fields', async () => {
    serve({ items: [orderPharmacy()] });
    renderPage();
    expect(await screen.findByText('Pharmacie du Sablon')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'The patient' })).toBeTruthy();
    expect((screen.getByLabelText(/^First name/) as HTMLInputElement).value).toBe('');
    expect(screen.queryByRole('button', { name: 'Fill with sample data' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Record the order' })).toBeTruthy();
  });

  it('lets staff of several pharmacies choose which one', async () => {
    serve({ items: [orderPharmacy(), orderPharmacy({ id: 'p-2', name: 'Apotheek De Linde' })] });
    renderPage();
    expect(await screen.findByRole('combobox', { name: 'Pharmacy' })).toBeTruthy();
  });

  it('says so when the account is not linked to a pharmacy yet', async () => {
    serve({ items: [] });
    renderPage();
    expect(await screen.findByText(/not linked to a pharmacy yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Record the order' })).toBeNull();
  });
});
