import { and, asc, gte, inArray } from 'drizzle-orm';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import type { HoursException, Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyHoursExceptions, pharmacyOnDuty } from '../../db/schema';
import { imageUrl } from '../../lib/images';

/** The columns every pharmacy answer reads; `toPharmacies` adds the on-duty dates. */
export const pharmacyColumns = {
  id: pharmacies.id,
  name: pharmacies.name,
  slug: pharmacies.slug,
  logoKey: pharmacies.logoKey,
  code: pharmacies.code,
  address: pharmacies.address,
  postalCode: pharmacies.postalCode,
  city: pharmacies.city,
  phone: pharmacies.phone,
  email: pharmacies.email,
  openingHours: pharmacies.openingHours,
  homeDeliveryEnabled: pharmacies.homeDeliveryEnabled,
  homeDeliveryPostcodes: pharmacies.homeDeliveryPostcodes,
  homeDeliveryFeeCents: pharmacies.homeDeliveryFeeCents,
  homeDeliveryMinimumCents: pharmacies.homeDeliveryMinimumCents,
};

export interface PharmacyRow {
  id: string;
  name: string;
  slug: string;
  logoKey: string | null;
  code: string;
  address: string;
  postalCode: string;
  city: string;
  phone: string;
  email: string;
  openingHours: Pharmacy['openingHours'];
  homeDeliveryEnabled: boolean;
  homeDeliveryPostcodes: string[];
  homeDeliveryFeeCents: number;
  homeDeliveryMinimumCents: number;
}

/** The on-duty dates from `today` on of these pharmacies, ascending, in one query. */
async function upcomingDuties(db: Db, ids: string[], today: string): Promise<Map<string, string[]>> {
  const byPharmacy = new Map<string, string[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPharmacy;
  const rows = await db
    .select({ pharmacyId: pharmacyOnDuty.pharmacyId, date: pharmacyOnDuty.date })
    .from(pharmacyOnDuty)
    .where(and(inArray(pharmacyOnDuty.pharmacyId, ids), gte(pharmacyOnDuty.date, today)))
    .orderBy(asc(pharmacyOnDuty.date));
  for (const row of rows) byPharmacy.get(row.pharmacyId)?.push(row.date);
  return byPharmacy;
}

/** The hours exceptions from `today` on of these pharmacies, by date, in one query. */
async function upcomingExceptions(db: Db, ids: string[], today: string): Promise<Map<string, HoursException[]>> {
  const byPharmacy = new Map<string, HoursException[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return byPharmacy;
  const rows = await db
    .select()
    .from(pharmacyHoursExceptions)
    .where(and(inArray(pharmacyHoursExceptions.pharmacyId, ids), gte(pharmacyHoursExceptions.date, today)))
    .orderBy(asc(pharmacyHoursExceptions.date));
  for (const row of rows)
    byPharmacy.get(row.pharmacyId)?.push({ date: row.date, periods: row.periods, note: row.note });
  return byPharmacy;
}

/** Rows → API objects; "today" is the Belgian date at `now`. */
export async function toPharmacies(db: Db, rows: PharmacyRow[], now = new Date()): Promise<Pharmacy[]> {
  const today = localDate(now);
  const ids = rows.map((r) => r.id);
  const [duties, exceptions] = await Promise.all([upcomingDuties(db, ids, today), upcomingExceptions(db, ids, today)]);
  return rows.map((r) => {
    const onDutyDates = duties.get(r.id) ?? [];
    return {
      id: r.id,
      name: r.name,
      slug: r.slug,
      logoUrl: imageUrl(r.logoKey),
      code: r.code,
      address: r.address,
      postalCode: r.postalCode,
      city: r.city,
      phone: r.phone,
      email: r.email,
      openingHours: r.openingHours,
      hoursExceptions: exceptions.get(r.id) ?? [],
      onDutyDates,
      onDutyToday: onDutyDates[0] === today,
      homeDelivery: {
        enabled: r.homeDeliveryEnabled,
        postcodes: r.homeDeliveryPostcodes,
        feeCents: r.homeDeliveryFeeCents,
        minimumCents: r.homeDeliveryMinimumCents,
      },
    };
  });
}
