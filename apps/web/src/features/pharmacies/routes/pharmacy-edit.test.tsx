import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Pharmacy, PharmacyProfile } from '@pharmacy/shared/schemas/pharmacy';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo, type MockReply, type MockRequest } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { PharmacyEditPage } from './pharmacy-edit';

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

const editHref = (slug: string) => `/dashboard/pharmacy/${slug}/edit`;

function renderAt(url: string) {
  return renderWithProviders(
    <>
      <Routes>
        <Route
          path="/dashboard/pharmacy/:name/edit"
          element={
            <PharmacyEditPage
              crumbs={() => []}
              editHref={editHref}
              profileHref={(slug) => `/dashboard/pharmacy/profile?name=${slug}`}
              listHref="/dashboard/pharmacy/list"
            />
          }
        />
      </Routes>
      <Where />
    </>,
    { url },
  );
}

const profileOf = (pharmacy: Pharmacy): PharmacyProfile => ({
  pharmacy,
  staff: [],
  shippersCount: 0,
  ordersHandled: 0,
});
const sablon = makePharmacy();
/** For what follows a save: the whole form is validated and re-rendered, slow on a busy machine. */
const SLOW = { timeout: 5000 };
const NOT_FOUND: MockReply = { status: 404, body: { code: 'NOT_FOUND', message: 'Not found' } };

/** The API of one pharmacy, known at the given slugs; `patch` answers the save. */
function pharmacyApi(slugs: string[], patch?: (request: MockRequest) => MockReply, current = sablon) {
  return mockFetch((request) => {
    const { method, path } = request;
    // Any known slug (old or new) answers the pharmacy as it is now, as the server does.
    if (method === 'GET' && slugs.some((s) => path === `/api/pharmacies/by-slug/${s}/profile`))
      return { status: 200, body: profileOf(path.includes(`/${current.slug}/`) ? current : sablon) };
    if (method === 'GET' && path === '/api/pharmacies/p-sablon/invitations')
      return { status: 200, body: { items: [] } };
    if (method === 'PATCH' && path === '/api/pharmacies/p-sablon' && patch) return patch(request);
    return NOT_FOUND;
  });
}

const form = () => screen.getByRole('button', { name: 'Save changes' }).closest('form')!;
const field = (label: RegExp | string) => within(form()).getByLabelText(label) as HTMLInputElement;
const type = (input: HTMLInputElement, value: string) => fireEvent.change(input, { target: { value } });
const day = (name: string) => within(screen.getByRole('group', { name }));
/** The text MUI links to an input as its helper text. */
const helperOf = (input: HTMLInputElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

describe('PharmacyEditPage', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('loads the pharmacy by its slug and fills the form', async () => {
    const fetch = pharmacyApi(['pharmacie-du-sablon']);
    renderAt('/dashboard/pharmacy/pharmacie-du-sablon/edit');
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Pharmacie du Sablon' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Save changes' });
    expect(requestsTo(fetch, 'GET', '/api/pharmacies/by-slug/pharmacie-du-sablon/profile')).toHaveLength(1);
    expect(field(/^Name/).value).toBe('Pharmacie du Sablon');
    expect(field(/^Official number/).value).toBe('BE-100001');
    expect(field(/^Address/).value).toBe('Rue Haute 1');
    expect(field(/^Postcode\s*\*$/).value).toBe('1000');
    expect(field(/^City/).value).toBe('Bruxelles');
    expect(field('Phone').value).toBe('+32 2 511 00 00');
    expect(field('E-mail').value).toBe('contact@sablon.be');
    expect(
      day('Monday')
        .getAllByLabelText('Opens')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['08:30', '13:30']);
    expect(
      day('Saturday')
        .getAllByLabelText('Closes')
        .map((i) => (i as HTMLInputElement).value),
    ).toEqual(['12:00']);
    expect(day('Sunday').getByText('Closed all day')).toBeTruthy();
    expect(field('Delivery fee').value).toBe('3.50');
    expect(field('Minimum order').value).toBe('15');
    expect(screen.getByRole('link', { name: 'View profile' }).getAttribute('href')).toBe(
      '/dashboard/pharmacy/profile?name=pharmacie-du-sablon',
    );
  });

  it('replaces an old slug in the address with the current one', async () => {
    pharmacyApi(['old-sablon', 'pharmacie-du-sablon']);
    renderAt('/dashboard/pharmacy/old-sablon/edit');
    await waitFor(() =>
      expect(screen.getByTestId('where').textContent).toBe('/dashboard/pharmacy/pharmacie-du-sablon/edit'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Edit Pharmacie du Sablon' })).toBeTruthy();
    expect((await screen.findByLabelText(/^Name/)).getAttribute('value')).toBe('Pharmacie du Sablon');
  });

  it('says inside the page that an unknown pharmacy does not exist', async () => {
    const fetch = pharmacyApi([]);
    renderAt('/dashboard/pharmacy/nowhere/edit');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not find this pharmacy.');
    expect(within(alert).getByRole('link', { name: 'Back to the list' }).getAttribute('href')).toBe(
      '/dashboard/pharmacy/list',
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Edit nowhere');
    expect(screen.queryByRole('button', { name: 'Save changes' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'View profile' })).toBeNull();
    expect(screen.getByTestId('where').textContent).toBe('/dashboard/pharmacy/nowhere/edit');
    expect(requestsTo(fetch, 'PATCH', '/api/pharmacies/p-sablon')).toHaveLength(0);
  });

  it('saves the changes with PATCH and shows a nested server error at its exact input, keeping what was typed', async () => {
    const fetch = pharmacyApi(['pharmacie-du-sablon'], () => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Invalid',
        fields: { 'openingHours.0.0.close': 'validation.closeBeforeOpen' },
      },
    }));
    renderAt('/dashboard/pharmacy/pharmacie-du-sablon/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    type(field('Phone'), '+32 2 511 99 99');
    type(day('Monday').getAllByLabelText('Closes')[0] as HTMLInputElement, '12:00');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

    await waitFor(() => expect(requestsTo(fetch, 'PATCH', '/api/pharmacies/p-sablon')).toHaveLength(1), SLOW);
    const monday = [
      { open: '08:30', close: '12:00' },
      { open: '13:30', close: '18:30' },
    ];
    const weekday = [
      { open: '08:30', close: '12:30' },
      { open: '13:30', close: '18:30' },
    ];
    expect(requestsTo(fetch, 'PATCH', '/api/pharmacies/p-sablon')[0].body).toEqual({
      name: 'Pharmacie du Sablon',
      code: 'BE-100001',
      address: 'Rue Haute 1',
      postalCode: '1000',
      city: 'Bruxelles',
      phone: '+32 2 511 99 99',
      email: 'contact@sablon.be',
      openingHours: [monday, weekday, weekday, weekday, weekday, [{ open: '09:00', close: '12:00' }], []],
      hoursExceptions: [],
      onDutyDates: [],
      homeDelivery: { enabled: true, postcodes: ['1000', '1050'], feeCents: 350, minimumCents: 1500 },
    });

    const mondayClose = day('Monday').getAllByLabelText('Closes')[0] as HTMLInputElement;
    await waitFor(() => expect(mondayClose.getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(mondayClose)).toBe('The closing time must be after the opening time.');
    expect(screen.getAllByText('The closing time must be after the opening time.')).toHaveLength(1);
    // Only that input: not Monday's second period, not Tuesday.
    expect(day('Monday').getAllByLabelText('Closes')[1].getAttribute('aria-invalid')).toBe('false');
    expect(day('Tuesday').getAllByLabelText('Closes')[0].getAttribute('aria-invalid')).toBe('false');
    // What was typed stays.
    expect(mondayClose.value).toBe('12:00');
    expect(field('Phone').value).toBe('+32 2 511 99 99');
    expect(screen.queryByText('The pharmacy has been saved.')).toBeNull();
  });

  it('saves a new name and goes on at the new address', async () => {
    const renamed = makePharmacy({ name: 'Pharmacie du Grand Sablon', slug: 'pharmacie-du-grand-sablon' });
    const fetch = pharmacyApi(
      ['pharmacie-du-sablon', 'pharmacie-du-grand-sablon'],
      () => ({ status: 200, body: renamed }),
      renamed,
    );
    renderAt('/dashboard/pharmacy/pharmacie-du-sablon/edit');
    await screen.findByRole('button', { name: 'Save changes' });
    type(field(/^Name/), 'Pharmacie du Grand Sablon');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save changes' })));

    await waitFor(() => expect(requestsTo(fetch, 'PATCH', '/api/pharmacies/p-sablon')).toHaveLength(1), SLOW);
    expect(requestsTo(fetch, 'PATCH', '/api/pharmacies/p-sablon')[0].body).toMatchObject({
      name: 'Pharmacie du Grand Sablon',
      phone: '+32 2 511 00 00',
    });
    expect(await screen.findByText('The pharmacy has been saved.', {}, SLOW)).toBeTruthy();
    await waitFor(
      () => expect(screen.getByTestId('where').textContent).toBe('/dashboard/pharmacy/pharmacie-du-grand-sablon/edit'),
      SLOW,
    );
  });
});
