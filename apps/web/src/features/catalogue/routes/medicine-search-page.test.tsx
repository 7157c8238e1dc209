import { fireEvent, screen, within, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeProduct, renderCatalogue, stubFetch, CATALOGUE_TEST_TIMEOUT } from '../testing/catalogue-fixtures';
import { MedicineSearchPage } from './medicine-search-page';

const LIST = '/dashboard/e-commerce/catalogue';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const doliprane = makeProduct();
const ibuprofen = makeProduct({
  id: '60001111',
  name: 'IBUPROFENE TEST 400 mg, comprimé',
  price: null,
  requiresPrescription: true,
  marketed: false,
  availableAt: 0,
  substances: [{ code: '01234', name: 'IBUPROFÈNE', strength: '400 mg', strengthReference: 'un comprimé', nature: 'SA' }],
});

describe('MedicineSearchPage', { timeout: CATALOGUE_TEST_TIMEOUT }, () => {
  it('searches as one types, keeps the filter in the address and links each medicine to its details', async () => {
    const fetch = stubFetch((url) => ({
      status: 200,
      body: { items: url.searchParams.get('filter') === 'doli' ? [doliprane] : [doliprane, ibuprofen], nextCursor: null },
    }));
    renderCatalogue(<MedicineSearchPage />, { path: LIST, url: LIST });
    expect(screen.getByRole('heading', { level: 1, name: 'Medicine catalogue' })).toBeTruthy();

    // Without a filter the catalogue is browsed.
    const all = await screen.findByRole('list', { name: 'All medicines' });
    expect(within(all).getAllByRole('link')).toHaveLength(2);
    expect(within(all).getByText('IBUPROFÈNE 400 mg')).toBeTruthy();
    expect(within(all).getByText('Prescription')).toBeTruthy();
    expect(within(all).getByText('Not marketed')).toBeTruthy();
    expect(within(all).getByText('In stock at 2 pharmacies')).toBeTruthy();
    expect(within(all).getByText('No official price')).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a medicine' }), { target: { value: 'doli' } });
    expect(screen.getByTestId('location').textContent).toBe(`${LIST}?q=doli`);
    const found = await screen.findByRole('list', { name: 'Medicines matching doli' });
    // The previous answer may show under the new heading until the debounced search answers: wait for its own.
    await waitFor(() => expect(within(found).getAllByRole('link')).toHaveLength(1));
    const link = within(found).getByRole('link', { name: 'DOLIPRANE 500 mg, comprimé' });
    expect(link.getAttribute('href')).toBe('/dashboard/e-commerce/product/60234100');
    const filters = fetch.mock.calls.map(([input]) => new URL(String(input), 'http://localhost').searchParams.get('filter'));
    expect(filters).toEqual([null, 'doli']);
  });

  it('loads the next page with the cursor and appends it', async () => {
    const fetch = stubFetch((url) =>
      url.searchParams.get('cursor') === 'next-1'
        ? { status: 200, body: { items: [ibuprofen], nextCursor: null } }
        : { status: 200, body: { items: [doliprane], nextCursor: 'next-1' } },
    );
    renderCatalogue(<MedicineSearchPage />, { path: LIST, url: `${LIST}?q=test` });
    const list = await screen.findByRole('list', { name: 'Medicines matching test' });
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: 'Show more medicines' }));
    await screen.findByRole('link', { name: 'IBUPROFENE TEST 400 mg, comprimé' });
    expect(screen.getAllByRole('link', { name: /comprimé/ })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: 'Show more medicines' })).toBeNull();
    const second = new URL(String(fetch.mock.calls[1][0]), 'http://localhost');
    expect([second.searchParams.get('filter'), second.searchParams.get('cursor')]).toEqual(['test', 'next-1']);
  });

  it('says so when nothing matches, and shows the server message when the search fails', async () => {
    stubFetch((url) =>
      url.searchParams.get('filter') === 'zzzz'
        ? { status: 200, body: { items: [], nextCursor: null } }
        : { status: 400, body: { message: 'The filter is too long.', code: 'VALIDATION', fields: { filter: 'validation.tooLong' } } },
    );
    renderCatalogue(<MedicineSearchPage />, { path: LIST, url: `${LIST}?q=zzzz` });
    expect(await screen.findByText('No medicine matches this search.')).toBeTruthy();
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search a medicine' }), { target: { value: 'broken' } });
    expect((await screen.findByRole('alert')).textContent).toContain('The filter is too long.');
  });
});
