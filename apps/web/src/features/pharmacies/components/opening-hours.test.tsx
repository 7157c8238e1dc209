import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, initI18n } from '../../../lib/i18n';
import { PAGE_TEST_TIMEOUT, renderWithProviders } from '../../../test/render';
import { makePharmacy } from '../testing/pharmacy-fixtures';
import { OpeningHours } from './opening-hours';
import { PharmacyStatus } from './pharmacy-status';

const { openingHours } = makePharmacy();

beforeAll(async () => {
  await initI18n();
});
afterEach(async () => {
  await changeLanguage('en');
});

describe('OpeningHours', { timeout: PAGE_TEST_TIMEOUT }, () => {
  it('lists the week Monday first, marks today in Belgium and says which days are closed', () => {
    // Sunday 19 January 2025, 23:30 UTC: already Monday in Brussels.
    renderWithProviders(<OpeningHours hours={openingHours} now={new Date('2025-01-19T23:30:00Z')} />);
    const table = screen.getByRole('table', { name: 'Opening hours' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Monday (today)08:30–12:30, 13:30–18:30',
      'Tuesday08:30–12:30, 13:30–18:30',
      'Wednesday08:30–12:30, 13:30–18:30',
      'Thursday08:30–12:30, 13:30–18:30',
      'Friday08:30–12:30, 13:30–18:30',
      'Saturday09:00–12:00',
      'SundayClosed',
    ]);
    expect(rows[0].getAttribute('aria-current')).toBe('date');
    expect(rows.slice(1).every((r) => !r.hasAttribute('aria-current'))).toBe(true);
    expect(within(rows[0]).getByRole('rowheader').textContent).toBe('Monday (today)');
  });

  it('names the days in the reader’s language and keeps the times left-to-right', async () => {
    await changeLanguage('fr');
    renderWithProviders(
      <OpeningHours hours={openingHours} now={new Date('2025-01-15T10:00:00Z')} caption="Horaires" />,
    );
    const rows = within(screen.getByRole('table', { name: 'Horaires' })).getAllByRole('row');
    expect(rows[0].textContent).toBe('lundi08:30–12:30, 13:30–18:30');
    expect(rows[2].textContent).toBe('mercredi (aujourd’hui)08:30–12:30, 13:30–18:30');
    expect(rows[6].textContent).toBe('dimancheFermé');
    expect(rows[5].querySelector('bdi[dir="ltr"]')?.textContent).toBe('09:00–12:00');
  });

  it('lists the coming days that differ and lets today’s exception decide "open now"', () => {
    // Wednesday 15 January 2025, 11:00 in Brussels: normally open.
    const now = new Date('2025-01-15T10:00:00Z');
    const exceptions = [
      { date: '2025-01-15', periods: [], note: 'Inventory' },
      { date: '2025-01-17', periods: [{ open: '10:00', close: '12:00' }], note: '' },
    ];
    renderWithProviders(
      <>
        <OpeningHours hours={openingHours} now={now} exceptions={exceptions} />
        <PharmacyStatus pharmacy={{ openingHours, onDutyToday: false, hoursExceptions: exceptions }} now={now} />
      </>,
    );
    const items = screen.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual(['Closed on Wednesday, January 15: Inventory', 'Friday, January 17: 10:00–12:00']);
    expect(screen.queryByText('Open now')).toBeNull();
    expect(screen.getByText(/opens tomorrow at/)).toBeTruthy();
  });
});
