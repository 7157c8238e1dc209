import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { makeProductDetail, renderCatalogue, stubFetch, CATALOGUE_TEST_TIMEOUT } from '../testing/catalogue-fixtures';
import { MedicineDetailsPage } from './medicine-details';

const PATTERN = '/dashboard/e-commerce/product/:name';
const region = (name: string) => screen.getByRole('region', { name });

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('MedicineDetailsPage', { timeout: CATALOGUE_TEST_TIMEOUT }, () => {
  it('shows facts, composition, conditions, generic groups, presentations with prices and stock', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: makeProductDetail() }));
    renderCatalogue(<MedicineDetailsPage />, { path: PATTERN, url: '/dashboard/e-commerce/product/60234100' });

    expect(await screen.findByRole('heading', { level: 1, name: 'DOLIPRANE 500 mg, comprimé' })).toBeTruthy();
    const url = new URL(String(fetch.mock.calls[0][0]), 'http://localhost');
    expect(url.pathname).toBe('/api/products/product');
    expect(url.searchParams.get('name')).toBe('60234100');
    expect(document.title).toContain('DOLIPRANE 500 mg, comprimé');

    const facts = region('Authorisation');
    expect(within(facts).getByText('No prescription needed')).toBeTruthy();
    expect(within(facts).getByText('OPELLA HEALTHCARE FRANCE')).toBeTruthy();
    expect(within(facts).getByText('2 pharmacies')).toBeTruthy();
    expect(within(facts).getByText('February 29, 2016')).toBeTruthy();

    const composition = region('Composition');
    expect(within(composition).getByText('PARACÉTAMOL')).toBeTruthy();
    expect(within(composition).getByText('per un comprimé')).toBeTruthy();
    expect(within(composition).getByText('Active substance')).toBeTruthy();

    expect(within(region('Prescription conditions')).getByText("réservé à l'usage professionnel DENTAIRE")).toBeTruthy();
    const generics = region('Generic groups');
    expect(within(generics).getByText('PARACETAMOL 500 mg - DOLIPRANE 500 mg')).toBeTruthy();
    expect(within(generics).getByText('Brand-name medicine')).toBeTruthy();
    const other = within(generics).getByRole('link', { name: 'PARACETAMOL BIOGARAN 500 mg, comprimé' });
    expect(other.getAttribute('href')).toBe('/dashboard/e-commerce/product/64793681');
    expect(within(generics).getAllByText('Generic')).toHaveLength(2);
    expect(within(generics).getByText('No longer marketed')).toBeTruthy();

    const presentations = region('Presentations and prices');
    expect(within(presentations).getByText('3400934998331')).toBeTruthy();
    expect(within(presentations).getByText('€2.18')).toBeTruthy();
    expect(within(presentations).getByText('€3.20')).toBeTruthy();
    expect(within(presentations).getByText('65 %')).toBeTruthy();
    // The source's HTML notes are shown as text, never as markup.
    expect(within(presentations).getByText(/Voir avis\s+du 1er mars/)).toBeTruthy();
    expect(presentations.querySelector('a[href="https://example.org"]')).toBeNull();
    const offers = within(presentations).getByRole('table', { name: /Pharmacies with stock of/ });
    const row = within(offers).getByText('Pharmacie du Sablon').closest('tr')!;
    expect(row.textContent).toContain('Bruxelles');
    expect(row.textContent).toContain('12');
    expect(row.textContent).toContain('€2.50');
  });

  it('says the medicine does not exist when the server answers 404', async () => {
    stubFetch(() => ({ status: 404, body: { code: 'NOT_FOUND', message: 'No medicine has this name.' } }));
    renderCatalogue(<MedicineDetailsPage />, { path: PATTERN, url: '/dashboard/e-commerce/product/NOPE' });
    expect(await screen.findByText('Medicine not found')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to the search' }).getAttribute('href')).toBe('/dashboard/e-commerce/catalogue');
  });
});
