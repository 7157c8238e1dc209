import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DateProvider } from '../../../components/date/date-provider';
import { ApiRequestError } from '../../../lib/api-client';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import {
  emptyPharmacyValues,
  pharmacyToValues,
  type PharmacyFormMode,
  type PharmacyFormValues,
} from '../utils/pharmacy-form-values';
import { PharmacyForm } from './pharmacy-form';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => {
  vi.restoreAllMocks();
});

function renderForm(mode: PharmacyFormMode, defaultValues: PharmacyFormValues, onSubmit = vi.fn(async () => {})) {
  renderWithProviders(
    <DateProvider>
      <PharmacyForm mode={mode} defaultValues={defaultValues} onSubmit={onSubmit} submitLabel="Save it" />
    </DateProvider>,
  );
  return onSubmit;
}

const day = (name: string) => screen.getByRole('group', { name });
const inputs = (group: HTMLElement, label: 'Opens' | 'Closes') =>
  within(group).getAllByLabelText(label) as HTMLInputElement[];
const type = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save it' })));
const helperOf = (input: HTMLElement) =>
  document.getElementById(input.getAttribute('aria-describedby') ?? '')?.textContent;

/** A valid new pharmacy except for what each test breaks. */
function filledValues(): PharmacyFormValues {
  return { ...pharmacyToValues(makePharmacy({ hoursExceptions: [], onDutyDates: [] })) };
}

describe('PharmacyForm', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('shows an overlap and a closing time before the opening at the period concerned, and sends nothing', async () => {
    const onSubmit = renderForm('create', filledValues());
    const tuesday = day('Tuesday');
    type(inputs(tuesday, 'Opens')[1], '12:00'); // before the first period closes (12:30)
    const wednesday = day('Wednesday');
    type(inputs(wednesday, 'Closes')[0], '08:00'); // before it opens (08:30)
    await submit();

    const tueOpen = inputs(day('Tuesday'), 'Opens');
    expect(tueOpen[1].getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(tueOpen[1])).toBe('Opening periods must be in order and must not overlap.');
    expect(tueOpen[0].getAttribute('aria-invalid')).toBe('false');
    const wedClose = inputs(day('Wednesday'), 'Closes');
    expect(wedClose[0].getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(wedClose[0])).toBe('The closing time must be after the opening time.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('adds and removes periods, marks a day closed and copies Monday to the weekdays', async () => {
    const onSubmit = renderForm('staff', { ...emptyPharmacyValues(), phone: '', email: '' });
    const monday = day('Monday');
    fireEvent.click(within(monday).getByRole('switch', { name: 'Closed' }));
    fireEvent.click(within(day('Monday')).getByRole('button', { name: 'Add a period on Monday' }));
    const [, secondOpen] = inputs(day('Monday'), 'Opens');
    type(secondOpen, '14:00');
    type(inputs(day('Monday'), 'Closes')[0], '12:00');
    type(inputs(day('Monday'), 'Closes')[1], '19:00');
    fireEvent.click(within(day('Saturday')).getByRole('switch', { name: 'Closed' }));
    expect(inputs(day('Saturday'), 'Opens')).toHaveLength(1);
    fireEvent.click(within(day('Saturday')).getByRole('button', { name: 'Remove period 1 of Saturday' }));
    fireEvent.click(screen.getByRole('button', { name: 'Copy Monday to Tuesday–Friday' }));
    expect(inputs(day('Friday'), 'Opens').map((i) => i.value)).toEqual(['09:00', '14:00']);
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = (onSubmit.mock.calls[0] as unknown[])[0] as { openingHours: unknown[][] };
    expect(payload.openingHours[4]).toEqual([
      { open: '09:00', close: '12:00' },
      { open: '14:00', close: '19:00' },
    ]);
    expect(payload.openingHours[5]).toEqual([]);
  });

  it('puts the server’s nested field errors on the exact inputs and keeps everything typed', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiRequestError(400, {
        code: 'VALIDATION',
        message: 'Invalid',
        fields: {
          'openingHours.2.1.close': 'validation.closeBeforeOpen',
          'homeDelivery.postcodes.0': 'validation.postcode',
          code: 'validation.codeTaken',
        },
      });
    });
    renderForm('create', filledValues(), onSubmit);
    type(screen.getByLabelText(/^Name/), 'Pharmacie Neuve');
    type(screen.getByLabelText('Delivery fee'), '3,50');
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));

    const wedClose = inputs(day('Wednesday'), 'Closes');
    await waitFor(() => expect(wedClose[1].getAttribute('aria-invalid')).toBe('true'));
    expect(helperOf(wedClose[1])).toBe('The closing time must be after the opening time.');
    expect(wedClose[0].getAttribute('aria-invalid')).toBe('false');
    expect(screen.getByText(/Enter a Belgian postcode/).textContent).toContain('1000');
    const code = screen.getByLabelText(/^Official number/);
    expect(code.getAttribute('aria-invalid')).toBe('true');
    expect(helperOf(code)).toBe('Another pharmacy already uses this code.');
    // Nothing typed is lost.
    expect((screen.getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Pharmacie Neuve');
    expect((screen.getByLabelText('Delivery fee') as HTMLInputElement).value).toBe('3,50');
    const payload = (onSubmit.mock.calls[0] as unknown[])[0] as { homeDelivery: { feeCents: number } };
    expect(payload.homeDelivery.feeCents).toBe(350);
  });

  it('does not offer the identity to staff and does not send it', async () => {
    const onSubmit = renderForm('staff', filledValues());
    expect(screen.queryByRole('heading', { name: 'Identity' })).toBeNull();
    expect(screen.queryByLabelText(/^Official number/)).toBeNull();
    expect(screen.queryByLabelText(/^Address/)).toBeNull();
    expect(screen.getByLabelText('Phone')).toBeTruthy();
    await submit();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const payload = (onSubmit.mock.calls[0] as unknown[])[0] as Record<string, unknown>;
    expect(Object.keys(payload).sort()).toEqual([
      'email',
      'homeDelivery',
      'hoursExceptions',
      'onDutyDates',
      'openingHours',
      'phone',
    ]);
  });
});
