import type { Readable } from 'node:stream';
import type { Person, PeopleSort } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../../db/client';
import { csvStream, type CsvValue } from '../../../lib/csv';
import { pagePeople, selectPeople, type PeopleFilters } from './list';
import { toPeople } from './person';

/** Rows read per query while exporting: the whole list never sits in memory at once. */
const BATCH = 500;

const CSV_HEADER = [
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

const personCells = (p: Person): CsvValue[] => [
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
];

/** The export as a stream (lib/csv.ts: BOM, every cell quoted, formulas defused): every matching person, batch by batch. */
export function exportPeopleCsv(db: Db, filters: PeopleFilters & { sort: PeopleSort }): Readable {
  async function* batches() {
    const selection = await selectPeople(db, filters);
    let cursor: string | undefined;
    do {
      const page = await pagePeople(db, selection, { sort: filters.sort, cursor, limit: BATCH });
      yield (await toPeople(db, page.rows)).map(personCells);
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
  }
  return csvStream(CSV_HEADER, batches());
}
