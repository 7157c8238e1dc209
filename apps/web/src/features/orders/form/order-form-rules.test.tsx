import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { PAGE_TEST_TIMEOUT } from '../../../test/render';
import { button, descriptionOf, field, json, orderPharmacy, renderOrderForm, stubFetch } from './order-form-harness';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const send = () => act(async () => fireEvent.click(button('Send my order')));
const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

describe('OrderForm rules', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('puts each missing or wrong answer next to its field and sends nothing', async () => {
    const seen = stubFetch(() => json(500, {}));
    renderOrderForm();
    await send();

    await waitFor(() => expect(descriptionOf(field('First name'))).toBe('This field is required.'));
    expect(descriptionOf(field('Last name'))).toBe('This field is required.');
    expect(descriptionOf(field('E-mail'))).toBe('Enter a valid e-mail address.');
    expect(descriptionOf(field('Phone'))).toBe('This field is required.');
    expect(screen.getByTestId('pharmacy-error').textContent).toBe('Choose a pharmacy.');
    // The default prescription type is the identity card: both numbers are needed.
    expect(descriptionOf(field('National number (NISS)'))).toBe('This field is required.');
    expect(descriptionOf(field('eID card number'))).toBe('This field is required.');
    // Focus goes to the first field to fix.
    await waitFor(() => expect(document.activeElement).toBe(field('First name')));

    type(field('Phone'), '12');
    type(field('National number (NISS)'), '85.07.30-033.29');
    type(field('eID card number'), '591-2345678-28');
    await waitFor(() => expect(descriptionOf(field('Phone'))).toBe('Enter a valid phone number.'));
    expect(descriptionOf(field('National number (NISS)'))).toBe('Enter a valid Belgian national number (11 digits).');
    expect(descriptionOf(field('eID card number'))).toBe('Enter a valid eID card number (12 digits).');

    // A valid number is confirmed as soon as it is typed.
    type(field('National number (NISS)'), '85.07.30-033.28');
    await waitFor(() => expect(screen.getAllByTitle('Valid number').length).toBe(1));
    expect(descriptionOf(field('National number (NISS)'))).not.toMatch(/valid Belgian/);

    const toc = screen.getByRole('checkbox', { name: /I accept the terms/ });
    fireEvent.click(toc);
    await send();
    await waitFor(() => expect(descriptionOf(toc)).toBe('Accept the terms to send your order.'));
    expect(seen.filter((r) => r.method === 'POST')).toEqual([]);
  });

  it('checks the RID list: at least one, each valid, no duplicate (named), each message under its code', async () => {
    stubFetch(() => json(500, {}));
    renderOrderForm();
    fireEvent.click(screen.getByRole('radio', { name: /e-prescription codes \(RID\)/ }));
    expect(screen.queryByLabelText(/^eID card number/)).toBeNull();
    await send();
    expect(await screen.findByText('Add at least one e-prescription code (RID).')).toBeTruthy();

    fireEvent.click(button('Add a code'));
    type(field('Code 1'), 'beppa1b2c3d4');
    fireEvent.click(button('Add another code'));
    type(field('Code 2'), 'BE-PPA1-B2C3D4');
    fireEvent.click(button('Add another code'));
    type(field('Code 3'), 'XX12');
    await send();

    await waitFor(() => expect(descriptionOf(field('Code 2'))).toBe('BEPPA1B2C3D4 is already in the list.'));
    expect(descriptionOf(field('Code 3'))).toBe('Enter a valid e-prescription code (RID), e.g. BEPPA1B2C3D4.');
    expect(descriptionOf(field('Code 1'))).toBe('');
    expect(screen.queryByText('Add at least one e-prescription code (RID).')).toBeNull();

    // Removing the duplicate leaves the two others in place, the wrong one still flagged.
    fireEvent.click(button('Remove code 2'));
    await waitFor(() => expect(field('Code 2').value).toBe('XX12'));
    await waitFor(() => expect(descriptionOf(field('Code 2'))).toMatch(/valid e-prescription code/));
  });

  it('keeps the two ticks and the type in agreement and refuses no prescription with a prescription-only medicine, naming it', async () => {
    stubFetch(() => json(500, {}));
    renderOrderForm();
    const withRx = screen.getByRole('checkbox', { name: 'With a prescription' }) as HTMLInputElement;
    const withoutRx = screen.getByRole('checkbox', { name: 'Without a prescription' }) as HTMLInputElement;
    expect([withRx.checked, withoutRx.checked]).toEqual([true, false]);

    fireEvent.click(button('Add Xanax'));
    fireEvent.click(withoutRx);
    expect([withRx.checked, withoutRx.checked]).toEqual([false, true]);
    expect(screen.queryByRole('radio', { name: /identity card/ })).toBeNull();
    // Said at once, before any send.
    expect(screen.getByRole('alert').textContent).toMatch(/XANAX 0,25 mg needs a prescription/);
    const line = screen.getByRole('list', { name: 'Medicines ordered' }).querySelector('li')!;
    expect(within(line).getByText('Prescription')).toBeTruthy();

    await send();
    await waitFor(() => expect(within(line).getByText('This medicine needs a prescription.')).toBeTruthy());

    fireEvent.click(withRx);
    expect([withRx.checked, withoutRx.checked]).toEqual([true, false]);
    expect((screen.getByRole('radio', { name: /identity card/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.queryByText(/needs a prescription:/)).toBeNull();
  });

  it('asks for a medicine or a request without a prescription, and checks quantities and free-text names', async () => {
    stubFetch(() => json(500, {}));
    renderOrderForm();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Without a prescription' }));
    await send();
    expect(await screen.findByText('Add at least one medicine or describe what you need.')).toBeTruthy();

    fireEvent.click(button('Add a medicine that is not in the catalogue'));
    type(field('Quantity'), '0');
    await send();
    await waitFor(() => expect(descriptionOf(field('Medicine'))).toBe('This field is required.'));
    expect(descriptionOf(field('Quantity'))).toBe('Choose a quantity from 1 to 99.');
    expect(screen.queryByText('Add at least one medicine or describe what you need.')).toBeNull();

    // The same catalogue medicine twice is one line with two boxes.
    fireEvent.click(button('Add Doliprane'));
    fireEvent.click(button('Add Doliprane'));
    const lines = screen.getByRole('list', { name: 'Medicines ordered' }).querySelectorAll(':scope > li');
    expect(lines).toHaveLength(2);
    expect((within(lines[1] as HTMLElement).getByLabelText(/Quantity/) as HTMLInputElement).value).toBe('2');
  });

  it('asks for the address of a home delivery and follows the chosen pharmacy\'s delivery policy', async () => {
    stubFetch(() => json(500, {}));
    const noDelivery = orderPharmacy({ id: 'p-linde', name: 'Apotheek De Linde', homeDelivery: { enabled: false, postcodes: [], feeCents: 0, minimumCents: 0 } });
    renderOrderForm({ pharmacies: [orderPharmacy(), noDelivery] });
    fireEvent.click(button('Choose Pharmacie du Sablon'));
    expect(screen.getByText(/delivers for/).textContent).toMatch(/Pharmacie du Sablon delivers for €3.50 to 1000/);

    fireEvent.click(screen.getByRole('radio', { name: /Delivered at home/ }));
    await send();
    await waitFor(() => expect(descriptionOf(field('Street and number'))).toBe('This field is required.'));
    expect(descriptionOf(field('Postcode'))).toBe('This field is required.');
    expect(descriptionOf(field('City'))).toBe('This field is required.');

    type(field('Postcode'), '999');
    await waitFor(() => expect(descriptionOf(field('Postcode'))).toBe('Enter a Belgian postcode (4 digits).'));
    type(field('Postcode'), '2000');
    await waitFor(() => expect(descriptionOf(field('Postcode'))).toBe('Pharmacie du Sablon does not deliver to this postcode.'));
    await send();
    const group = screen.getByRole('radiogroup', { name: 'How do you receive your order?' });
    await waitFor(() => expect(descriptionOf(group)).toBe('This pharmacy does not deliver to this address: choose collection at the pharmacy.'));

    // A pharmacy without home delivery: collection, and the reason where the choice is.
    fireEvent.click(button('Choose Apotheek De Linde'));
    await waitFor(() => expect((screen.getByRole('radio', { name: /Delivered at home/ }) as HTMLInputElement).disabled).toBe(true));
    expect((screen.getByRole('radio', { name: /collect it at the pharmacy/ }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Apotheek De Linde does not deliver at home: the order is collected at the pharmacy.')).toBeTruthy();
    expect(screen.getByText(/delivered at home only by the pharmacy's own staff/)).toBeTruthy();
  });

  it('refuses a file too large or of another type at once, by name', async () => {
    stubFetch(() => json(500, {}));
    renderOrderForm();
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 11 * 1024 * 1024 });
    const doc = new File(['x'], 'letter.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' });
    const photo = new File(['x'], 'photo.jpg', { type: 'image/jpeg' });
    fireEvent.change(screen.getByTestId('order-files-input'), { target: { files: [big, doc, photo] } });

    const alert = screen.getByRole('alert');
    expect(alert.textContent).toMatch('scan.pdf is larger than 10 MB.');
    expect(alert.textContent).toMatch('letter.docx is not a PDF, JPEG, PNG or WebP file.');
    expect(within(screen.getByRole('list', { name: 'Files to send' })).getByText('photo.jpg')).toBeTruthy();
    fireEvent.click(button('Remove photo.jpg'));
    expect(screen.queryByRole('list', { name: 'Files to send' })).toBeNull();
  });
});
