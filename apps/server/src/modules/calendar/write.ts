import { eq } from 'drizzle-orm';
import { DAY_ROW_KINDS, PHARMACY_CALENDAR_KINDS, type CalendarKind } from '@pharmacy/shared/calendar/constants';
import type { CalendarEvent, CalendarEventFields } from '@pharmacy/shared/schemas/calendar';
import type { Db } from '../../db/client';
import { calendarEvents, pharmacyHoursExceptions, pharmacyOnDuty } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { exceptionRowById, onDutyRowById } from './day-rows';
import { assertChangeable, assertKindAllowed, assertRule, dayShiftOf, exceptionDayOf, instantsOf, pharmacyOf } from './fields';
import { isUuid } from '../orders/repository';
import { mayWrite, readEvents } from './list';
import { presentEvent, presentException, presentOnDuty } from './present';
import type { CalendarScope } from './scope';

/** Who owns what changed: the live `calendar.changed` goes to everyone who reads it (routes.ts). */
export interface Changed {
  event: CalendarEvent | null;
  owner: { userId: string | null; pharmacyId: string | null };
}

const unknownEvent = () => notFound('This event does not exist.');
const dayTaken = () => badRequest('This pharmacy already has one on this day.', { start: 'validation.dayTaken' });

/** A stored event as its writer now sees it (it does not repeat in the answer: its first occurrence). */
async function presentStored(db: Db, id: string): Promise<CalendarEvent> {
  const [row] = await readEvents(db, eq(calendarEvents.id, id));
  return presentEvent(row!, { start: row!.startsAt, end: row!.endsAt }, true);
}

/** The on-duty day or opening exception of one of the writer's pharmacies with this id (404 otherwise). */
async function writableDayRow(db: Db, scope: CalendarScope, eventId: string) {
  const duty = await onDutyRowById(db, eventId);
  const day = duty ?? (await exceptionRowById(db, eventId));
  if (!day || !scope.staffOf.includes(day.pharmacyId)) throw unknownEvent();
  return { day, kind: duty ? ('on_duty' as const) : ('opening_exception' as const) };
}

/** Whether a person's event stays a person's and a pharmacy's a pharmacy's (personal ↔ availability may change). */
const keepsItsOwner = (from: CalendarKind, to: CalendarKind) =>
  !(DAY_ROW_KINDS as readonly string[]).includes(to) && (PHARMACY_CALENDAR_KINDS as readonly string[]).includes(from) === (PHARMACY_CALENDAR_KINDS as readonly string[]).includes(to);

/** The audit trail of a pharmacy's shared dates (on-duty days are a legal duty): what changed, never free text. */
const auditDay = (tx: Db, scope: CalendarScope, pharmacyId: string, kind: string, change: string, date: string) =>
  writeAudit(tx, { actorId: scope.uid, action: 'pharmacy.calendar_changed', entityType: 'pharmacy', entityId: pharmacyId, detail: { kind, change, date } });

/** Writes a day row, turning the day's uniqueness into a field message. */
async function onDay<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw dayTaken();
    throw error;
  }
}

/** POST /api/calendar/events/new. */
export async function createEvent(db: Db, scope: CalendarScope, fields: CalendarEventFields, now = new Date()): Promise<Changed> {
  assertKindAllowed(scope, fields.kind);
  if (fields.kind === 'on_duty' || fields.kind === 'opening_exception') {
    const pharmacyId = pharmacyOf(scope, fields.pharmacyId);
    const day = fields.kind === 'on_duty' ? dayShiftOf(fields, now) : exceptionDayOf(fields, now);
    return db.transaction(async (tx) => {
      const event = await onDay(async () => {
        if ('periods' in day) {
          const [row] = await tx.insert(pharmacyHoursExceptions).values({ pharmacyId, ...day }).returning({ id: pharmacyHoursExceptions.id });
          return presentException((await exceptionRowById(tx, row!.id))!, true);
        }
        const [row] = await tx.insert(pharmacyOnDuty).values({ pharmacyId, ...day }).returning({ id: pharmacyOnDuty.id });
        return presentOnDuty((await onDutyRowById(tx, row!.id))!, true);
      });
      await auditDay(tx, scope, pharmacyId, fields.kind, 'created', day.date);
      return { event, owner: { userId: null, pharmacyId } };
    });
  }
  assertRule(fields.rrule);
  const owner = fields.kind === 'delivery_slot' ? { userId: null, pharmacyId: pharmacyOf(scope, fields.pharmacyId) } : { userId: scope.uid, pharmacyId: null };
  const [row] = await db
    .insert(calendarEvents)
    .values({ ...storedFields(fields), kind: fields.kind, ownerUserId: owner.userId, ownerPharmacyId: owner.pharmacyId, createdBy: scope.uid })
    .returning({ id: calendarEvents.id });
  return { event: await presentStored(db, row!.id), owner };
}

function storedFields(fields: CalendarEventFields) {
  return {
    title: fields.title,
    description: fields.description,
    ...instantsOf(fields),
    allDay: fields.allDay,
    color: fields.color,
    rrule: fields.rrule,
    exdates: fields.exdates.map((d) => instantsOf({ start: d, end: d, allDay: d.length === 10 }).startsAt),
  };
}

/** POST /api/calendar/events/update: the same kind of row, changed in place (its id stays). */
export async function updateEvent(db: Db, scope: CalendarScope, eventId: string, fields: CalendarEventFields, now = new Date()): Promise<Changed> {
  if (!isUuid(eventId)) throw unknownEvent();
  const [stored] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId));
  if (stored) {
    const owner = { userId: stored.ownerUserId, pharmacyId: stored.ownerPharmacyId };
    if (!mayWrite(scope, owner)) throw unknownEvent();
    if (!keepsItsOwner(stored.kind, fields.kind)) throw badRequest('An event cannot change to this kind.', { kind: 'validation.calendarKind' });
    assertKindAllowed(scope, fields.kind);
    assertRule(fields.rrule);
    await db
      .update(calendarEvents)
      .set({ ...storedFields(fields), kind: fields.kind as typeof stored.kind, updatedAt: now })
      .where(eq(calendarEvents.id, eventId));
    return { event: await presentStored(db, eventId), owner };
  }
  const { day, kind } = await writableDayRow(db, scope, eventId);
  if (fields.kind !== kind) throw badRequest('An event cannot change to this kind.', { kind: 'validation.calendarKind' });
  assertChangeable(day.date, now);
  return db.transaction(async (tx) => {
    const event = await onDay(async () => {
      if (kind === 'on_duty') {
        await tx.update(pharmacyOnDuty).set(dayShiftOf(fields, now)).where(eq(pharmacyOnDuty.id, eventId));
        return presentOnDuty((await onDutyRowById(tx, eventId))!, true);
      }
      await tx.update(pharmacyHoursExceptions).set(exceptionDayOf(fields, now)).where(eq(pharmacyHoursExceptions.id, eventId));
      return presentException((await exceptionRowById(tx, eventId))!, true);
    });
    await auditDay(tx, scope, day.pharmacyId, kind, 'moved', day.date);
    return { event, owner: { userId: null, pharmacyId: day.pharmacyId } };
  });
}

/** POST /api/calendar/events/delete: a past on-duty day or exception stays as history. */
export async function deleteEvent(db: Db, scope: CalendarScope, eventId: string, now = new Date()): Promise<Changed> {
  if (!isUuid(eventId)) throw unknownEvent();
  const [stored] = await db.select({ userId: calendarEvents.ownerUserId, pharmacyId: calendarEvents.ownerPharmacyId }).from(calendarEvents).where(eq(calendarEvents.id, eventId));
  if (stored) {
    if (!mayWrite(scope, stored)) throw unknownEvent();
    await db.delete(calendarEvents).where(eq(calendarEvents.id, eventId));
    return { event: null, owner: stored };
  }
  const { day, kind } = await writableDayRow(db, scope, eventId);
  assertChangeable(day.date, now);
  await db.transaction(async (tx) => {
    if (kind === 'on_duty') await tx.delete(pharmacyOnDuty).where(eq(pharmacyOnDuty.id, eventId));
    else await tx.delete(pharmacyHoursExceptions).where(eq(pharmacyHoursExceptions.id, eventId));
    await auditDay(tx, scope, day.pharmacyId, kind, 'deleted', day.date);
  });
  return { event: null, owner: { userId: null, pharmacyId: day.pharmacyId } };
}
