import type { PharmacyDirectoryQuery } from '@pharmacy/shared/schemas/pharmacy';
import type { Db } from '../../db/client';
import { toCsv, type CsvValue } from '../../lib/csv';
import { listPharmacies, type DirectoryFilters } from './directory';

/** An export is for a spreadsheet, not a backup: past this many rows, filter first. */
export const EXPORT_MAX_ROWS = 20_000;
const PAGE = 500;

const HEADER = [
  'name',
  'slug',
  'code',
  'address',
  'postal_code',
  'city',
  'phone',
  'email',
  'home_delivery',
  'delivery_postcodes',
  'delivery_fee_cents',
  'delivery_minimum_cents',
  'on_duty_today',
  'on_duty_dates',
];

/** GET /api/pharmacies/export.csv (admin): the directory with the same filters and sort, page by page. */
export async function exportPharmacies(
  db: Db,
  query: DirectoryFilters & Pick<PharmacyDirectoryQuery, 'sort'>,
): Promise<string> {
  const rows: CsvValue[][] = [];
  let cursor: string | undefined;
  do {
    const page = await listPharmacies(db, { ...query, cursor, limit: PAGE });
    for (const p of page.items) {
      rows.push([
        p.name,
        p.slug,
        p.code,
        p.address,
        p.postalCode,
        p.city,
        p.phone,
        p.email,
        p.homeDelivery.enabled ? 'yes' : 'no',
        p.homeDelivery.postcodes.join(' '),
        p.homeDelivery.feeCents,
        p.homeDelivery.minimumCents,
        p.onDutyToday ? 'yes' : 'no',
        p.onDutyDates.join(' '),
      ]);
    }
    cursor = page.nextCursor ?? undefined;
  } while (cursor && rows.length < EXPORT_MAX_ROWS);
  return toCsv(HEADER, rows.slice(0, EXPORT_MAX_ROWS));
}
