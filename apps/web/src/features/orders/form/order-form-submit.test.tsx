import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { makeDetail } from '../shared/order-fixtures';
import { button, descriptionOf, field, json, orderPharmacy, renderOrderForm, stubFetch, type SeenRequest } from './order-form-harness';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const created = makeDetail({ id: 'o-9', reference: 'PL-NEW123', status: 'submitted', files: [] });
const posts = (seen: SeenRequest[]) => seen.filter((r) => r.method === 'POST' && r.path === '/api/orders');
const keyOf = (request: SeenRequest) => request.headers['Idempotency-Key'];

/** Test mode fills the form; a pharmacy is chosen in the directory. */
async function fillSample() {
  fireEvent.click(button('Fill with sample data'));
  fireEvent.click(button('Choose Pharmacie du Sablon'));
  await waitFor(() => expect(field('First name').value).toBe('Louise'));
}
const send = () => act(async () => fireEvent.click(button('Send my order')));

describe('OrderForm sending', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('sends one request with one Idempotency-Key when the button is clicked twice', async () => {
    let answer: (response: Response) => void = () => {};
    const seen = stubFetch((request) => (request.path === '/api/orders' ? new Promise<Response>((resolve) => (answer = resolve)) : json(404, {})));
    renderOrderForm();
    await fillSample();

    await act(async () => {
      fireEvent.click(button('Send my order'));
      fireEvent.click(button('Send my order'));
    });
    await waitFor(() => expect(posts(seen)).toHaveLength(1));
    await act(async () => fireEvent.click(button('Send my order')));
    expect(posts(seen)).toHaveLength(1);
    expect(keyOf(posts(seen)[0])).toMatch(UUID);
    expect(posts(seen)[0].body).toMatchObject({ pharmacy: 'p-sablon', prescription_type: 'rid', rid: ['BEPPA1B2C3D4', 'BEK0A1B2C3D5'] });

    await act(async () => answer(json(201, created)));
    expect(await screen.findByText('Your order has been sent')).toBeTruthy();
    expect(screen.getByText('PL-NEW123').closest('bdi')?.getAttribute('dir')).toBe('ltr');
    expect(screen.getByRole('link', { name: 'Follow' }).getAttribute('href')).toBe('/my/dashboard?order=o-9');
  });

  it('retries after a network error with the same key, keeping every answer; a new order gets a new key', async () => {
    let calls = 0;
    const seen = stubFetch((request) => {
      if (request.path !== '/api/orders') return json(404, {});
      calls++;
      if (calls === 1) throw new TypeError('Failed to fetch');
      return json(calls === 2 ? 200 : 201, created);
    });
    renderOrderForm();
    await fillSample();
    fireEvent.change(field('Your request'), { target: { value: 'The blue box, please.' } });

    await send();
    const alert = await screen.findByText(/We could not reach the server/);
    expect(alert.textContent).toMatch('Everything you typed is kept');
    expect(field('Your request').value).toBe('The blue box, please.');
    expect(field('Code 2').value).toBe('BEK0A1B2C3D5');

    await send();
    expect(await screen.findByText('Your order has been sent')).toBeTruthy();
    expect(posts(seen)).toHaveLength(2);
    expect(keyOf(posts(seen)[1])).toBe(keyOf(posts(seen)[0]));

    fireEvent.click(button('New order'));
    await fillSample();
    await send();
    await waitFor(() => expect(posts(seen)).toHaveLength(3));
    expect(keyOf(posts(seen)[2])).toMatch(UUID);
    expect(keyOf(posts(seen)[2])).not.toBe(keyOf(posts(seen)[0]));
  });

  it('shows the server\'s field messages next to the right inputs and loses nothing typed', async () => {
    stubFetch((request) =>
      request.path === '/api/orders'
        ? json(400, {
            code: 'VALIDATION',
            message: 'Invalid order',
            fields: {
              phone: 'validation.phone',
              'address.postal_code': 'validation.postcode',
              'rid.1': 'validation.rid',
              'medicines.0.name': 'validation.needsPrescription',
              delivery_type: 'validation.homeDeliveryUnavailable',
              pharmacy: 'validation.pharmacy',
              mystery: 'validation.invalid',
            },
          })
        : json(404, {}),
    );
    renderOrderForm();
    await fillSample();
    fireEvent.click(screen.getByRole('radio', { name: /Delivered at home/ }));
    await send();

    await waitFor(() => expect(descriptionOf(field('Phone'))).toBe('Enter a valid phone number.'));
    expect(descriptionOf(field('Postcode'))).toBe('Enter a Belgian postcode (4 digits).');
    expect(descriptionOf(field('Code 2'))).toBe('Enter a valid e-prescription code (RID), e.g. BEPPA1B2C3D4.');
    expect(descriptionOf(field('Code 1'))).toBe('');
    expect(descriptionOf(field('Medicine'))).toBe('This medicine needs a prescription.');
    expect(descriptionOf(screen.getByRole('radiogroup', { name: 'How do you receive your order?' }))).toBe(
      'This pharmacy does not deliver to this address: choose collection at the pharmacy.',
    );
    expect(screen.getByTestId('pharmacy-error').textContent).toBe('Choose a pharmacy.');
    // The top alert points to the fields and carries what no field shows.
    const alert = screen.getByText(/Some answers need your attention/).closest('[role="alert"]') as HTMLElement;
    expect(within(alert).getByText('This value is not valid.')).toBeTruthy();
    expect(field('Phone').value).toBe('+32 470 12 34 56');
    expect(field('Street and number').value).toBe('Rue de la Loi 16');
  });

  it('uploads the chosen files once the order exists and shows each file\'s outcome', async () => {
    const seen = stubFetch((request) => {
      if (request.path === '/api/orders') return json(201, created);
      if (request.path === '/api/orders/o-9/files') {
        const file = (request.body as FormData).get('file') as File;
        return file.name === 'scan.png'
          ? json(400, { code: 'VALIDATION', message: 'Bad type', fields: { file: 'validation.fileType' } })
          : json(201, { id: 'f-1', name: file.name, mimeType: 'application/pdf', size: 10, uploadedAt: '2026-03-14T09:30:00.000Z' });
      }
      return json(404, {});
    });
    renderOrderForm();
    await fillSample();
    const pdf = new File(['%PDF-1.7'], 'prescription.pdf', { type: 'application/pdf' });
    const png = new File(['not a png'], 'scan.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('order-files-input'), { target: { files: [pdf, png] } });
    await send();

    const list = await screen.findByRole('list', { name: 'Prescription files' });
    await waitFor(() => expect(within(list).getByText('Sent')).toBeTruthy());
    expect(within(list).getByText('Only PDF, JPEG, PNG and WebP files are accepted, and the name must match the content.')).toBeTruthy();
    expect(screen.getByText(/One file could not be sent/)).toBeTruthy();
    const uploads = seen.filter((r) => r.path === '/api/orders/o-9/files');
    expect(uploads.map((r) => ((r.body as FormData).get('file') as File).name)).toEqual(['prescription.pdf', 'scan.png']);

    await act(async () => fireEvent.click(within(list).getByRole('button', { name: 'Send again' })));
    await waitFor(() => expect(seen.filter((r) => r.path === '/api/orders/o-9/files')).toHaveLength(3));
  });

  it('warns when the key already made an order from another version of the form, and sends anew only when asked', async () => {
    let calls = 0;
    const seen = stubFetch((request) => {
      if (request.path !== '/api/orders') return json(404, {});
      calls++;
      return calls === 1 ? json(409, { code: 'IDEMPOTENCY_CONFLICT', message: 'Key reused' }) : json(201, created);
    });
    renderOrderForm();
    await fillSample();
    await send();
    expect(await screen.findByText(/An order was already created from an earlier version/)).toBeTruthy();
    expect(posts(seen)).toHaveLength(1);

    await act(async () => fireEvent.click(button('Send as a new order')));
    expect(await screen.findByText('Your order has been sent')).toBeTruthy();
    expect(keyOf(posts(seen)[1])).not.toBe(keyOf(posts(seen)[0]));
  });

  it('records a counter order for the staff\'s own pharmacy: contact empty, no sample button', async () => {
    const seen = stubFetch((request) => (request.path === '/api/orders' ? json(201, { ...created, source: 'counter' }) : json(404, {})));
    renderOrderForm({ mode: 'counter', fixedPharmacy: orderPharmacy(), renderPharmacyPicker: undefined });
    expect(screen.getByText('Pharmacie du Sablon')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Fill with sample data' })).toBeNull();
    expect(field('First name').value).toBe('');

    fireEvent.change(field('First name'), { target: { value: 'Marc' } });
    fireEvent.change(field('Last name'), { target: { value: 'Janssens' } });
    fireEvent.change(field('E-mail'), { target: { value: 'marc@example.be' } });
    fireEvent.change(field('Phone'), { target: { value: '+32 2 511 22 33' } });
    fireEvent.click(screen.getByRole('radio', { name: /hand over the paper prescription/ }));
    await act(async () => fireEvent.click(button('Record the order')));

    expect(await screen.findByText('The order has been recorded')).toBeTruthy();
    expect(posts(seen)[0].body).toMatchObject({ pharmacy: 'p-sablon', prescription_type: 'in_pharmacy', first_name: 'Marc' });
  });
});
