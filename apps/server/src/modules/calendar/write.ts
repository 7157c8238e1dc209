import { eq } from 'drizzle-orm';
import { type CalendarEvent, type CalendarEventFields } from '@pharmacy/shared/schemas/calendar';
import type { Db } from '../../db/client';
import { calendarEvents, pharmacies, pharmacyHoursExceptions, pharmacyOnDuty, users } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { badRequest, notFound } from '../../lib/errors';
import { isUniqueViolation } from '../../db/unique-violation';
import { exceptionRowById, onDutyRowById } from './day-rows';
import { assertChangeable, assertKindAllowed, assertRule, dayShiftOf, exceptionDayOf, instantsOf, pharmacyOf } from './fields';
import { mayWrite } from './list';
import { presentEvent, presentException, presentOnDuty } from './present';
import type { CalendarScope } from './scope';

/** Who owns what changed: the live `calendar.changed` goes to everyone who reads it (routes.ts). */
export interface Changed {
  event: CalendarEvent | null;
  owner: { userId: string | null; pharmacyId: string | null };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const unknownEvent = () => notFound('This event does not exist.');
const dayTaken = () => badRequest('This pharmacy already has one on this day.', { start: 'validation.dayTaken' });

async function ownerName(db: Db, owner: { userId: string | null; pharmacyId: string | null }): Promise<string> {
  if (owner.pharmacyId) return (await db.select({ name: pharmacies.name }).from(pharmacies).where(eq(pharmacies.id, owner.pharmacyId)))[0]?.name ?? '';
  const [u] = await db.select({ first: users.firstName, last: users.lastName }).from(users).where(eq(users.uid, owner.userId ?? ''));
  return u ? `${u.first} ${u.last}`.trim() : '';
}

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
    .returning();
  return { event: presentEvent({ ...row!, ownerName: await ownerName(db, owner) }, { start: row!.startsAt, end: row!.endsAt }, true), owner };
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
  if (!UUID.test(eventId)) throw unknownEvent();
  const [stored] = await db.select().from(calendarEvents).where(eq(calendarEvents.id, eventId));
  if (stored) {
    const owner = { userId: stored.ownerUserId, pharmacyId: stored.ownerPharmacyId };
    if (!mayWrite(scope, owner)) throw unknownEvent();
    // A person's event stays a person's and a pharmacy's a pharmacy's (personal ↔ availability may change).
    const sameOwner = fields.kind === stored.kind || (fields.kind !== 'delivery_slot' && stored.kind !== 'delivery_slot' && !['on_duty', 'opening_exception'].includes(fields.kind));
    if (!sameOwner) throw badRequest('An event cannot change to this kind.', { kind: 'validation.calendarKind' });
    assertKindAllowed(scope, fields.kind);
    assertRule(fields.rrule);
    const [row] = await db
      .update(calendarEvents)
      .set({ ...storedFields(fields), kind: fields.kind as typeof stored.kind, updatedAt: now })
      .where(eq(calendarEvents.id, eventId))
      .returning();
    return { event: presentEvent({ ...row!, ownerName: await ownerName(db, owner) }, { start: row!.startsAt, end: row!.endsAt }, true), owner };
  }
  const duty = await onDutyRowById(db, eventId);
  const exception = duty ? undefined : await exceptionRowById(db, eventId);
  const day = duty ?? exception;
  if (!day || !scope.staffOf.includes(day.pharmacyId)) throw unknownEvent();
  const kind = duty ? 'on_duty' : 'opening_exception';
  if (fields.kind !== kind) throw badRequest('An event cannot change to this kind.', { kind: 'validation.calendarKind' });
  assertChangeable(day.date, now);
  return db.transaction(async (tx) => {
    const event = await onDay(async () => {
      if (duty) {
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
  if (!UUID.test(eventId)) throw unknownEvent();
  const [stored] = await db.select({ userId: calendarEvents.ownerUserId, pharmacyId: calendarEvents.ownerPharmacyId }).from(calendarEvents).where(eq(calendarEvents.id, eventId));
  if (stored) {
    if (!mayWrite(scope, stored)) throw unknownEvent();
    await db.delete(calendarEvents).where(eq(calendarEvents.id, eventId));
    return { event: null, owner: stored };
  }
  const duty = await onDutyRowById(db, eventId);
  const exception = duty ? undefined : await exceptionRowById(db, eventId);
  const day = duty ?? exception;
  if (!day || !scope.staffOf.includes(day.pharmacyId)) throw unknownEvent();
  assertChangeable(day.date, now);
  await db.transaction(async (tx) => {
    if (duty) await tx.delete(pharmacyOnDuty).where(eq(pharmacyOnDuty.id, eventId));
    else await tx.delete(pharmacyHoursExceptions).where(eq(pharmacyHoursExceptions.id, eventId));
    await auditDay(tx, scope, day.pharmacyId, duty ? 'on_duty' : 'opening_exception', 'deleted', day.date);
  });
  return { event: null, owner: { userId: null, pharmacyId: day.pharmacyId } };
}
