import { Readable } from 'node:stream';
import type { Person, PeopleSort } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { withoutControls } from '../../../lib/csv';
import { pagePeople, type PeopleFilters } from './list';
import { toPeople } from './person';

/** Rows read per query while exporting: the whole list never sits in memory at once. */
const BATCH = 500;
const BOM = '\uFEFF';

/**
 * One CSV cell: quoted when it holds a separator, quote or line break; a cell a spreadsheet would run as a formula
 * (= + - @, tab, CR first) gets a leading apostrophe (OWASP "CSV injection").
 */
export function csvCell(value: string | number | boolean | null | undefined): string {
  let text = value === null || value === undefined ? '' : withoutControls(String(value));
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",;\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | boolean | null | undefined)[]) => `${cells.map(csvCell).join(',')}\r\n`;

export const CSV_HEADER = [
  'uid',
  'slug',
  'email',
  'first_name',
  'last_name',
  'display_name',
  'role',
  'status',
  'phone',
  'language',
  'address',
  'postal_code',
  'city',
  'pharmacies',
  'email_verified',
  'anonymised',
  'created_at',
];

const personLine = (p: Person) =>
  csvLine([
    p.uid,
    p.slug,
    p.email,
    p.first_name,
    p.last_name,
    p.displayName,
    p.role,
    p.status,
    p.phone,
    p.language,
    p.address,
    p.postal_code,
    p.city,
    p.pharmacies.map((ph) => ph.name).join(' | '),
    p.emailVerified,
    p.anonymised,
    p.createdAt,
  ]);

/** The export as a stream: a BOM (so spreadsheets read UTF-8), the header, then every matching person, batch by batch. */
export function exportPeopleCsv(db: Db, filters: PeopleFilters & { sort: PeopleSort }): Readable {
  async function* lines() {
    yield BOM + csvLine(CSV_HEADER);
    let cursor: string | undefined;
    do {
      const page = await pagePeople(db, { ...filters, cursor, limit: BATCH });
      const people = await toPeople(db, page.rows);
      yield people.map(personLine).join('');
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return Readable.from(lines(), { objectMode: false });
}
