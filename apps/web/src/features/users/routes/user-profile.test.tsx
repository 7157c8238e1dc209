import { screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { UserPublicProfile } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePerson } from '../testing/person-fixtures';
import { UserProfilePage } from './user-profile';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const me = makePerson({ first_name: 'Sara', role: 'shipper', status: 'active', slug: 'sara-janssens' });
const profile: UserPublicProfile = {
  uid: me.uid,
  slug: me.slug,
  displayName: me.displayName,
  role: 'shipper',
  status: 'active',
  avatarUrl: null,
  city: 'Gent',
  memberSince: '2026-02-01T10:00:00.000Z',
  ordersCount: 0,
  deliveriesCount: 42,
  pharmacies: [{ id: 'p1', name: 'Apotheek De Linde', slug: 'apotheek-de-linde' }],
};

describe('UserProfilePage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it("shows the signed-in person's public face", async () => {
    const fetch = mockFetch(({ path }) =>
      path === '/api/me/person' ? { status: 200, body: me } : { status: 200, body: profile },
    );
    renderWithProviders(<UserProfilePage />, { url: '/dashboard/user/profile' });
    expect(await screen.findByRole('heading', { level: 2, name: 'Sara Janssens' })).toBeTruthy();
    expect(screen.getByText('42')).toBeTruthy();
    expect(screen.getByText('Deliveries')).toBeTruthy();
    expect(screen.getByText('Apotheek De Linde')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/people/sara-janssens/profile')).toHaveLength(1);
  });

  it('lets an admin open someone else by ?name=, and says so cleanly when they are unknown', async () => {
    const fetch = mockFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } }));
    renderWithProviders(<UserProfilePage />, { url: '/dashboard/user/profile?name=nobody' });
    expect(await screen.findByText('This person could not be found')).toBeTruthy();
    expect(requestsTo(fetch, 'GET', '/api/me/person')).toHaveLength(0);
    expect(requestsTo(fetch, 'GET', '/api/people/nobody/profile')).toHaveLength(1);
  });
});
