import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { mockFetch, requestsTo } from '../../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { ShipperCreateForm } from './shipper-create-form';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const options = [
  { id: 'p-sablon', name: 'Pharmacie du Sablon' },
  { id: 'p-linde', name: 'Apotheek De Linde' },
];
const field = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement;

describe('ShipperCreateForm', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends the courier with its pharmacies and staff flags, and shows a server error on the pharmacy concerned', async () => {
    const fetch = mockFetch(() => ({
      status: 400,
      body: {
        code: 'VALIDATION',
        message: 'Invalid',
        fields: { 'pharmacies.0.pharmacyId': 'validation.unknownPharmacy', email: 'validation.emailTaken' },
      },
    }));
    const onCreated = vi.fn();
    renderWithProviders(<ShipperCreateForm pharmacyOptions={options} language="fr" onCreated={onCreated} />);
    fireEvent.change(field(/^First name/), { target: { value: 'Marc' } });
    fireEvent.change(field(/^Last name/), { target: { value: 'Peeters' } });
    fireEvent.change(field(/^E-mail/), { target: { value: 'marc@example.be' } });
    fireEvent.change(field(/^Working phone/), { target: { value: '+32 470 12 34 56' } });
    // Only the pharmacy's own staff may bring prescription medicine home: the form says so.
    expect(screen.getByText(/only its own staff may bring prescription medicine/)).toBeTruthy();
    const add = field('Add a pharmacy');
    fireEvent.mouseDown(add);
    fireEvent.click(await screen.findByRole('option', { name: 'Pharmacie du Sablon' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Staff of Pharmacie du Sablon' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Create the courier' })));

    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/shippers')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/shippers')[0].body).toEqual({
      first_name: 'Marc',
      last_name: 'Peeters',
      email: 'marc@example.be',
      phone: '+32 470 12 34 56',
      language: 'fr',
      vehicle: 'bike',
      pharmacies: [{ pharmacyId: 'p-sablon', isStaff: true }],
    });
    expect(await screen.findByText('This pharmacy does not exist.')).toBeTruthy();
    expect(field(/^E-mail/).getAttribute('aria-invalid')).toBe('true');
    expect(field(/^First name/).value).toBe('Marc');
    expect(onCreated).not.toHaveBeenCalled();
  });
});
