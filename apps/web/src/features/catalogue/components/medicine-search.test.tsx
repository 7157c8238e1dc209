import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { hangUntilAborted, makeProduct, renderCatalogue, stubFetch, CATALOGUE_TEST_TIMEOUT } from '../testing/catalogue-fixtures';
import { MedicineSearch } from './medicine-search';

const doliprane = makeProduct();
const codeine = makeProduct({ id: '61111111', name: 'CODOLIPRANE, comprimé', price: null, requiresPrescription: true });

const searchCalls = (fn: ReturnType<typeof stubFetch>) =>
  fn.mock.calls.map(([input]) => new URL(String(input), 'http://localhost')).filter((u) => u.pathname === '/api/medicine');

const input = () => screen.getByRole('combobox', { name: 'Search a medicine' });
const type = (value: string) => fireEvent.change(input(), { target: { value } });

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  vi.unstubAllGlobals();
  await changeLanguage('en');
});

describe('MedicineSearch', { timeout: CATALOGUE_TEST_TIMEOUT }, () => {
  it('asks the server once per pause in typing and shows name, form, price and the prescription chip', async () => {
    await changeLanguage('en');
    const fetch = stubFetch(() => ({ status: 200, body: { items: [doliprane, codeine], nextCursor: null } }));
    renderCatalogue(<MedicineSearch onSelect={() => {}} />);
    input().focus();
    type('d');
    type('do');
    type('dol');
    expect(await screen.findByText('DOLIPRANE 500 mg, comprimé')).toBeTruthy();
    const calls = searchCalls(fetch);
    expect(calls).toHaveLength(1);
    expect(calls[0].searchParams.get('filter')).toBe('dol');
    expect(calls[0].searchParams.get('limit')).toBe('20');

    const options = screen.getAllByRole('option');
    expect(options).toHaveLength(2);
    expect(options[0].textContent).toContain('comprimé');
    expect(options[0].textContent).toContain('€2.18');
    expect(options[0].textContent).not.toContain('Prescription');
    expect(options[1].textContent).toContain('No official price');
    expect(options[1].textContent).toContain('Prescription');
  });

  it('chooses a suggestion with the keyboard', async () => {
    stubFetch(() => ({ status: 200, body: { items: [doliprane, codeine], nextCursor: null } }));
    const onSelect = vi.fn();
    renderCatalogue(<MedicineSearch onSelect={onSelect} />);
    input().focus();
    type('doli');
    await screen.findByText('CODOLIPRANE, comprimé');
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onSelect).toHaveBeenCalledTimes(1);
    expect(onSelect.mock.calls[0][0].id).toBe(codeine.id);
  });

  it('asks for more characters before searching, then says when nothing matches', async () => {
    const fetch = stubFetch(() => ({ status: 200, body: { items: [], nextCursor: null } }));
    renderCatalogue(<MedicineSearch onSelect={() => {}} />);
    input().focus();
    type('x');
    expect(await screen.findByText('Type at least 2 characters.')).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(searchCalls(fetch)).toHaveLength(0);
    type('xyz');
    expect(await screen.findByText('No medicine matches this search.')).toBeTruthy();
    expect(searchCalls(fetch)).toHaveLength(1);
  });

  it('aborts the request of a filter the user has typed past', async () => {
    const signals: (AbortSignal | null | undefined)[] = [];
    stubFetch((url, signal) => {
      signals.push(signal);
      return url.searchParams.get('filter') === 'par'
        ? hangUntilAborted(signal)
        : { status: 200, body: { items: [doliprane], nextCursor: null } };
    });
    renderCatalogue(<MedicineSearch onSelect={() => {}} />);
    input().focus();
    type('par');
    await waitFor(() => expect(signals).toHaveLength(1));
    expect(signals[0]?.aborted).toBe(false);
    type('parac');
    expect(await screen.findByText('DOLIPRANE 500 mg, comprimé')).toBeTruthy();
    expect(signals).toHaveLength(2);
    expect(signals[0]?.aborted).toBe(true);
  });

  it('keeps prices left-to-right in Arabic', async () => {
    await changeLanguage('ar');
    stubFetch(() => ({ status: 200, body: { items: [doliprane], nextCursor: null } }));
    renderCatalogue(<MedicineSearch onSelect={() => {}} />);
    const field = screen.getByRole('combobox', { name: 'ابحث عن دواء' });
    field.focus();
    fireEvent.change(field, { target: { value: 'dol' } });
    const option = await screen.findByRole('option');
    const price = option.querySelector('bdi[dir="ltr"]');
    expect(price?.textContent).toBe(new Intl.NumberFormat('ar', { style: 'currency', currency: 'EUR' }).format(2.18));
  });
});
