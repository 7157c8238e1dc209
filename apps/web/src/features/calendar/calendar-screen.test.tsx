import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import { FakeAuth, testUser } from '../../lib/auth/testing/fake-auth';
import { changeLanguage, initI18n } from '../../lib/i18n';
import { mockFetch, requestsTo, type MockReply } from '../../test/mock-fetch';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../test/render';
import { CalendarScreen } from './calendar-screen';

beforeAll(async () => {
  await initI18n();
  await changeLanguage('en');
});
afterEach(() => vi.unstubAllGlobals());

const duty: CalendarEvent = {
  id: 'd-1',
  kind: 'on_duty',
  title: '',
  description: '',
  start: '2026-11-27',
  end: '2026-11-28',
  seriesStart: '2026-11-27',
  seriesEnd: '2026-11-28',
  allDay: true,
  color: '#FF5630',
  owner: { type: 'pharmacy', id: 'ph-1', name: 'Pharmacie du Parc' },
  rrule: null,
  exdates: [],
  editable: true,
};

function setup(events: () => MockReply) {
  const fetch = mockFetch(({ path, search }) => {
    if (path === '/api/calendar/events') return events();
    if (path === '/api/calendar/feed') {
      const pharmacyId = search.get('pharmacyId');
      return { status: 200, body: { url: `https://example.test/api/calendar/feed/${pharmacyId ? 'pharmacy' : 'abc'}.ics` } };
    }
    if (path === '/api/pharmacies/mine') return { status: 200, body: { items: [{ id: 'ph-1', name: 'Pharmacie du Parc' }] } };
    return { status: 404, body: { message: 'Not found', code: 'NOT_FOUND' } };
  });
  renderWithProviders(<CalendarScreen />, {
    around: (children) => <FakeAuth user={testUser('pharmacy')}>{children}</FakeAuth>,
  });
  return fetch;
}

describe('the calendar screen', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('asks for the shown window and offers the pharmacy’s kinds in the legend', async () => {
    const fetch = setup(() => ({ status: 200, body: { events: [duty] } }));
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/calendar/events').length).toBeGreaterThan(0));
    const asked = requestsTo(fetch, 'GET', '/api/calendar/events')[0]!.search;
    expect(asked.get('start')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    expect(asked.get('end')).toMatch(/^\d{4}-\d{2}-\d{2}/);
    // FullCalendar's own toolbar, with its view buttons.
    expect(screen.getByRole('tab', { name: 'Week view' })).toBeTruthy();
    const legend = screen.getByRole('group', { name: 'Kinds of events' });
    expect(legend.textContent).toContain('On duty');
    expect(legend.textContent).toContain('Delivery slot');
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    const fetch = setup(() => (fail ? { status: 500, body: { message: 'Boom', code: 'INTERNAL' } } : { status: 200, body: { events: [] } }));
    const retry = await screen.findByRole('button', { name: 'Try again' });
    fail = false;
    await act(async () => fireEvent.click(retry));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull());
    expect(requestsTo(fetch, 'GET', '/api/calendar/events').length).toBeGreaterThan(1);
  });

  it('opens the reader’s and their pharmacy’s subscription addresses, each with a renew action', async () => {
    const fetch = setup(() => ({ status: 200, body: { events: [] } }));
    await waitFor(() => expect(requestsTo(fetch, 'GET', '/api/pharmacies/mine').length).toBe(1));
    fireEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(((await screen.findByLabelText('Subscription address')) as HTMLInputElement).value).toBe(
      'https://example.test/api/calendar/feed/abc.ics',
    );
    expect(((await screen.findByLabelText('Pharmacie du Parc')) as HTMLInputElement).value).toBe('https://example.test/api/calendar/feed/pharmacy.ics');
    expect(requestsTo(fetch, 'GET', '/api/calendar/feed').map((r) => r.search.get('pharmacyId'))).toContain('ph-1');
    fireEvent.click(screen.getByRole('button', { name: 'Renew the address: Subscription address' }));
    expect(await screen.findByRole('dialog', { name: 'Renew the address?' })).toBeTruthy();
  });
});
