import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { EventDialog, type EventDialogTarget } from './event-dialog';
import { kindsForRole, valuesFromRange } from './event-values';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const saved: CalendarEvent = {
  id: 'e-1',
  kind: 'personal',
  title: 'Team meeting',
  description: '',
  start: '2026-07-01T09:00:00+02:00',
  end: '2026-07-01T10:00:00+02:00',
  seriesStart: '2026-07-01T09:00:00+02:00',
  seriesEnd: '2026-07-01T10:00:00+02:00',
  allDay: false,
  color: '#00A76F',
  owner: { type: 'user', id: 'u-1', name: 'Sophie Dubois' },
  rrule: null,
  exdates: [],
  editable: true,
};

const newTimed = { values: valuesFromRange({ start: '2026-07-01T09:00:00+02:00', end: '2026-07-01T10:00:00+02:00', allDay: false }, 'personal') };

const TWO = [
  { id: 'ph-1', name: 'Pharmacie du Parc' },
  { id: 'ph-2', name: 'Pharmacie de la Gare' },
];

function setup(
  target: EventDialogTarget,
  reply: () => MockReply,
  role: 'customer' | 'pharmacy' = 'customer',
  pharmacies: { id: string; name: string }[] = [],
) {
  const fetch = mockFetch(({ method, path }) => {
    if (method === 'POST' && path.startsWith('/api/calendar/events/')) return reply();
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  const onClose = vi.fn();
  renderWithProviders(<EventDialog target={target} kinds={kindsForRole(role)} pharmacies={pharmacies} onClose={onClose} />);
  return { fetch, onClose };
}

const field = (name: RegExp | string) => screen.getByLabelText(name, { selector: 'input, textarea' }) as HTMLInputElement;

describe('EventDialog', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('adds an event with the API’s fields, then closes', async () => {
    const { fetch, onClose } = setup(newTimed, () => ({ status: 201, body: { event: saved } }));
    fireEvent.change(field(/^Title/), { target: { value: 'Team meeting' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')[0]?.body).toEqual({
      kind: 'personal',
      title: 'Team meeting',
      description: '',
      start: '2026-07-01T09:00:00+02:00',
      end: '2026-07-01T10:00:00+02:00',
      allDay: false,
      color: null,
      pharmacyId: null,
      rrule: null,
      exdates: [],
    });
  });

  it('shows a 400’s field message beside its field and keeps what was typed', async () => {
    const { onClose } = setup({ event: saved }, () => ({
      status: 400,
      body: { message: 'Invalid', code: 'VALIDATION_ERROR', fields: { 'event.end': 'validation.endBeforeStart' } },
    }));
    fireEvent.change(field(/^Title/), { target: { value: 'Moved meeting' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    const end = field(/^End/);
    await waitFor(() => expect(end.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('The end must be after the start.')).toBeTruthy();
    expect(end.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(end.getAttribute('aria-describedby')!.split(' ')[0]!)?.textContent).toBe(
      'The end must be after the start.',
    );
    expect(field(/^Title/).value).toBe('Moved meeting');
    expect(onClose).not.toHaveBeenCalled();
  });

  it('checks the values before sending (an end before the start)', async () => {
    const { fetch } = setup(newTimed, () => ({ status: 201, body: { event: saved } }));
    fireEvent.change(field(/^Title/), { target: { value: 'Backwards' } });
    fireEvent.change(field(/^End/), { target: { value: '2026-07-01T08:00' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('The end must be after the start.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')).toHaveLength(0);
  });

  it('offers a customer only personal events and a pharmacist their pharmacy’s kinds', async () => {
    setup(newTimed, () => ({ status: 201, body: { event: saved } }), 'pharmacy');
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Kind' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Personal', 'On duty', 'Opening exception', 'Delivery slot']);
  });

  it('gives a customer no choice of kind', () => {
    setup(newTimed, () => ({ status: 201, body: { event: saved } }), 'customer');
    expect(screen.getByRole('combobox', { name: 'Kind' }).getAttribute('aria-disabled')).toBe('true');
  });

  it('sends an on-duty day as one all-day date, without repetition', async () => {
    const { fetch } = setup(
      { values: valuesFromRange({ start: '2026-11-27', end: '2026-11-28', allDay: true }, 'on_duty') },
      () => ({ status: 201, body: { event: { ...saved, kind: 'on_duty' } } }),
      'pharmacy',
    );
    expect(screen.getByRole('combobox', { name: 'Repeat' }).getAttribute('aria-disabled')).toBe('true');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')[0]?.body).toMatchObject({
      kind: 'on_duty',
      start: '2026-11-27',
      end: '2026-11-28',
      allDay: true,
      rrule: null,
    });
  });

  it('asks staff of several pharmacies which one a pharmacy’s event is for', async () => {
    const { fetch } = setup(
      { values: valuesFromRange({ start: '2026-11-27', end: '2026-11-28', allDay: true }, 'on_duty') },
      () => ({ status: 201, body: { event: { ...saved, kind: 'on_duty' } } }),
      'pharmacy',
      TWO,
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    expect(await screen.findByText('Choose a pharmacy.')).toBeTruthy();
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')).toHaveLength(0);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /^Pharmacy/ }));
    fireEvent.click(within(await screen.findByRole('listbox')).getByRole('option', { name: 'Pharmacie de la Gare' }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Save' })));
    await waitFor(() => expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')).toHaveLength(1));
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/new')[0]?.body).toMatchObject({ kind: 'on_duty', pharmacyId: 'ph-2' });
  });

  it('deletes an event after a confirmation', async () => {
    const { fetch, onClose } = setup({ event: saved }, () => ({ status: 200, body: { eventId: 'e-1' } }));
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this event?' });
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/delete')).toHaveLength(0);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' })));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requestsTo(fetch, 'POST', '/api/calendar/events/delete')[0]?.body).toEqual({ eventId: 'e-1' });
  });

  it('shows an event the reader may not change without Save or Delete', () => {
    setup({ event: { ...saved, editable: false, owner: { type: 'pharmacy', id: 'ph-1', name: 'Pharmacie du Parc' } } }, () => ({ status: 500 }));
    expect(screen.getByText(/belongs to Pharmacie du Parc/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(field(/^Title/).disabled).toBe(true);
  });
});
