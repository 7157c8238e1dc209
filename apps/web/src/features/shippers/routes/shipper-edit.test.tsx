import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makeShipperRow } from '../testing/shipper-fixtures';
import { ShipperEditPage } from './shipper-edit';

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

function renderAt(url: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/dashboard/shipper/:name/edit"
          element={
            <ShipperEditPage
              crumbs={() => []}
              listHref="/dashboard/shipper/list"
              editHref={(slug) => `/dashboard/shipper/${slug}/edit`}
              profileHref={(slug) => `/dashboard/shipper/profile?name=${slug}`}
              pharmacyOptions={[
                { id: 'p-sablon', name: 'Pharmacie du Sablon' },
                { id: 'p-linde', name: 'Apotheek De Linde' },
              ]}
            />
          }
        />
      </Routes>
      <Where />
    </>,
    { url },
  );
}

const marc = makeShipperRow();
/** The courier's person account, as GET /api/admin/accounts/by-slug/:slug answers. */
const account: Person = {
  uid: 's-1',
  email: 'marc@example.be',
  first_name: 'Marc',
  last_name: 'Peeters',
  displayName: 'Marc Peeters',
  role: 'shipper',
  status: 'active',
  phone: '+32 2 222 22 22',
  language: 'fr',
  emailVerified: true,
  createdAt: '2026-03-14T09:30:00.000Z',
  updatedAt: '2026-03-14T09:30:00.000Z',
  slug: 'marc-peeters',
  avatarUrl: null,
  address: 'Rue Haute 10',
  postal_code: '1000',
  city: 'Bruxelles',
  pharmacies: [],
  anonymised: false,
};
/** For what follows a save: the whole form is validated and re-rendered, slow on a busy machine. */
const SLOW = { timeout: 5000 };
const NOT_FOUND: MockReply = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

interface Saves {
  shipper?: (request: MockRequest) => MockReply;
  account?: (request: MockRequest) => MockReply;
}

/** The API of one courier at /marc-peeters; the saves answer as given, else with what was sent. */
function shipperApi({ shipper, account: saveAccount }: Saves = {}) {
  return mockFetch((request) => {
    const { method, path } = request;
    if (method === 'GET' && path === '/api/shippers/by-slug/marc-peeters') return { status: 200, body: marc };
    if (method === 'GET' && path === '/api/admin/accounts/by-slug/marc-peeters') return { status: 200, body: account };
    if (method === 'PATCH' && path === '/api/shippers/s-1')
      return shipper?.(request) ?? { status: 200, body: { ...marc, ...(request.body as object) } };
    if (method === 'PATCH' && path === '/api/admin/accounts/s-1')
      return saveAccount?.(request) ?? { status: 200, body: { ...account, ...(request.body as object) } };
    return NOT_FOUND;
  });
}

const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;
const type = (label: RegExp | string, value: string) => fireEvent.change(field(label), { target: { value } });
const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));
async function chooseVehicle(name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Vehicle' }));
  fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name }));
}

describe('ShipperEditPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('loads the courier and its account by slug and fills the form', async () => {
    const fetch = shipperApi();
    renderAt('/dashboard/shipper/marc-peeters/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Marc Peeters' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Save changes' });
    expect(requestsTo(fetch, 'GET', '/api/shippers/by-slug/marc-peeters')).toHaveLength(1);
    expect(requestsTo(fetch, 'GET', '/api/admin/accounts/by-slug/marc-peeters')).toHaveLength(1);
    expect(field(/^First name/).value).toBe('Marc');
    expect(field(/^Last name/).value).toBe('Peeters');
    expect(field(/^Working phone/).value).toBe('+32 470 12 34 56');
    expect(screen.getByRole('combobox', { name: 'Vehicle' }).textContent).toBe('Bicycle');
    expect((screen.getByRole('switch', { name: 'Staff of Pharmacie du Sablon' }) as HTMLInputElement).checked).toBe(
      true,
    );
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/dashboard/shipper/profile?name=marc-peeters',
    );
  });

  it('says inside the page that an unknown courier does not exist', async () => {
    mockFetch(() => NOT_FOUND);
    renderAt('/dashboard/shipper/nobody/edit');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not find this courier');
    expect(within(alert).getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/dashboard/shipper/list',
    );
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
  });

  it('saves a new vehicle and phone on the courier only, not the account', async () => {
    const fetch = shipperApi();
    renderAt('/dashboard/shipper/marc-peeters/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    type(/^Working phone/, '+32 470 99 88 77');
    await chooseVehicle('Car');
    await save();

    await waitFor(() => expect(requestsTo(fetch, 'PATCH', '/api/shippers/s-1')).toHaveLength(1), SLOW);
    expect(requestsTo(fetch, 'PATCH', '/api/shippers/s-1')[0].body).toEqual({
      phone: '+32 470 99 88 77',
      vehicle: 'car',
      available: true,
      pharmacies: [{ pharmacyId: 'p-sablon', isStaff: true }],
    });
    expect(await screen.findByText('The courier has been saved.', {}, SLOW)).toBeTruthy();
    expect(requestsTo(fetch, 'PATCH', '/api/admin/accounts/s-1')).toHaveLength(0);
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/shipper/marc-peeters/edit');
  });

  it("saves a new first name on the person's account, the rest of the account as it was", async () => {
    const fetch = shipperApi({
      shipper: () => ({ status: 200, body: makeShipperRow({ firstName: 'Marco', slug: 'marco-peeters' }) }),
    });
    renderAt('/dashboard/shipper/marc-peeters/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    type(/^First name/, 'Marco');
    await save();

    await waitFor(() => expect(requestsTo(fetch, 'PATCH', '/api/admin/accounts/s-1')).toHaveLength(1), SLOW);
    expect(requestsTo(fetch, 'PATCH', '/api/admin/accounts/s-1')[0].body).toEqual({
      first_name: 'Marco',
      last_name: 'Peeters',
      language: 'fr',
      phone: '+32 2 222 22 22',
      address: 'Rue Haute 10',
      postal_code: '1000',
      city: 'Bruxelles',
    });
    // The courier's own details are sent as they were.
    await waitFor(() => expect(requestsTo(fetch, 'PATCH', '/api/shippers/s-1')).toHaveLength(1), SLOW);
    expect(requestsTo(fetch, 'PATCH', '/api/shippers/s-1')[0].body).toEqual({
      phone: '+32 470 12 34 56',
      vehicle: 'bike',
      available: true,
      pharmacies: [{ pharmacyId: 'p-sablon', isStaff: true }],
    });
    // The new name gives a new address.
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/dashboard/shipper/marco-peeters/edit'),
      SLOW,
    );
  });

  it('shows a server field error at its input and keeps what was typed', async () => {
    const fetch = shipperApi({
      shipper: () => ({
        status: 400,
        body: { code: 'VALIDATION', message: 'Invalid', fields: { phone: 'validation.phone' } },
      }),
    });
    renderAt('/dashboard/shipper/marc-peeters/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    type(/^Working phone/, '+32 470 00 00 01');
    await save();

    await waitFor(() => expect(requestsTo(fetch, 'PATCH', '/api/shippers/s-1')).toHaveLength(1), SLOW);
    const phone = field(/^Working phone/);
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'Enter a valid phone number.',
    );
    expect(phone.value).toBe('+32 470 00 00 01');
    expect(field(/^First name/).getAttribute('aria-invalid')).toBe('false');
    expect(screen.queryByText('The courier has been saved.')).toBeNull();
    expect(requestsTo(fetch, 'PATCH', '/api/admin/accounts/s-1')).toHaveLength(0);
  });
});
