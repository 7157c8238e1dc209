import { and, asc, eq, gte, inArray, lt, type SQL } from 'drizzle-orm';
import type { OpeningInterval } from '@pharmacy/shared/pharmacy-hours';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyHoursExceptions, pharmacyOnDuty } from '../../db/schema';

/*
 * The pharmacy's own day rows, read as calendar events (decision 011): `pharmacy_on_duty` (the directory's "on duty
 * today", the public profile and the order form read it) and `pharmacy_hours_exceptions`. One source: the calendar
 * writes these rows, never a copy.
 */

export interface OnDutyRow {
  id: string;
  pharmacyId: string;
  pharmacyName: string;
  date: string;
  startTime: string | null;
  endTime: string | null;
}

export interface ExceptionRow {
  id: string;
  pharmacyId: string;
  pharmacyName: string;
  date: string;
  periods: OpeningInterval[];
  note: string;
}

/** The columns of a day row as an event reads them, with its pharmacy's name. */
const ON_DUTY = { id: pharmacyOnDuty.id, pharmacyId: pharmacyOnDuty.pharmacyId, pharmacyName: pharmacies.name, date: pharmacyOnDuty.date, startTime: pharmacyOnDuty.startTime, endTime: pharmacyOnDuty.endTime };
const EXCEPTION = { id: pharmacyHoursExceptions.id, pharmacyId: pharmacyHoursExceptions.pharmacyId, pharmacyName: pharmacies.name, date: pharmacyHoursExceptions.date, periods: pharmacyHoursExceptions.periods, note: pharmacyHoursExceptions.note };

/** Pharmacies by id, or every one (`null`: the admin's read-only view). */
const ofPharmacies = (column: typeof pharmacyOnDuty.pharmacyId | typeof pharmacyHoursExceptions.pharmacyId, ids: string[] | null): SQL | undefined =>
  ids === null ? undefined : inArray(column, ids);

/** On-duty rows of these pharmacies whose day lies in [fromDay, toDay) (a night shift starts on its day). */
export async function onDutyRows(db: Db, ids: string[] | null, fromDay: string, toDay: string): Promise<OnDutyRow[]> {
  if (ids?.length === 0) return [];
  return db
    .select(ON_DUTY)
    .from(pharmacyOnDuty)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyOnDuty.pharmacyId))
    .where(and(ofPharmacies(pharmacyOnDuty.pharmacyId, ids), gte(pharmacyOnDuty.date, fromDay), lt(pharmacyOnDuty.date, toDay)))
    .orderBy(asc(pharmacyOnDuty.date));
}

export async function exceptionRows(db: Db, ids: string[] | null, fromDay: string, toDay: string): Promise<ExceptionRow[]> {
  if (ids?.length === 0) return [];
  return db
    .select(EXCEPTION)
    .from(pharmacyHoursExceptions)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyHoursExceptions.pharmacyId))
    .where(and(ofPharmacies(pharmacyHoursExceptions.pharmacyId, ids), gte(pharmacyHoursExceptions.date, fromDay), lt(pharmacyHoursExceptions.date, toDay)))
    .orderBy(asc(pharmacyHoursExceptions.date));
}

export async function onDutyRowById(db: Db, id: string): Promise<OnDutyRow | undefined> {
  const [row] = await db
    .select(ON_DUTY)
    .from(pharmacyOnDuty)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyOnDuty.pharmacyId))
    .where(eq(pharmacyOnDuty.id, id));
  return row;
}

export async function exceptionRowById(db: Db, id: string): Promise<ExceptionRow | undefined> {
  const [row] = await db
    .select(EXCEPTION)
    .from(pharmacyHoursExceptions)
    .innerJoin(pharmacies, eq(pharmacies.id, pharmacyHoursExceptions.pharmacyId))
    .where(eq(pharmacyHoursExceptions.id, id));
  return row;
}
