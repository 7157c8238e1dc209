import { randomUUID } from 'node:crypto';
import { and, eq, gte, ne, notInArray, sql } from 'drizzle-orm';
import { localDate } from '@pharmacy/shared/pharmacy-hours';
import { closedWeek, type PharmacyUpdate } from '@pharmacy/shared/schemas/pharmacy';
import { slugify } from '@pharmacy/shared/slug';
import type { Db } from '../../db/client';
import { pharmacies, pharmacyHoursExceptions, pharmacyOnDuty } from '../../db/schema';
import { writeAudit } from '../../lib/audit';
import { conflict, notFound } from '../../lib/errors';
import { freeSlug, isSlugViolation, keepOldSlug, type SlugKind } from '../../lib/slugs';

/** What POST /api/pharmacies accepts, after validation: the identity plus everything optional of a PATCH. */
export type PharmacyCreate = Required<Pick<PharmacyUpdate, 'name' | 'code' | 'address' | 'postalCode' | 'city'>> &
  Omit<PharmacyUpdate, 'name' | 'code' | 'address' | 'postalCode' | 'city'>;

const IDENTITY = ['name', 'code', 'address', 'postalCode', 'city'] as const;

export const codeTaken = () =>
  conflict('PHARMACY_CODE_TAKEN', 'Another pharmacy has this code.', { code: 'validation.codeTaken' });

function isCodeViolation(error: unknown): boolean {
  const e = error as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  return (e?.code ?? e?.cause?.code) === '23505' && /code/.test(e?.constraint ?? e?.cause?.constraint ?? '');
}

/**
 * One transaction that owns a slug for `name`. Writers of the same name take a transaction lock on it first, so
 * ten "Pharmacie Centrale" created at once queue up and each sees the slugs taken before it; a clash with another
 * name's suffixed slug (rare) still ends in the unique index, and the whole transaction is tried again.
 */
export async function withSlugLock<T>(
  db: Db,
  kind: SlugKind,
  name: string,
  write: (tx: Db, slug: string) => Promise<T>,
  ownId?: string,
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`slug:${kind}:${slugify(name)}`}))`);
        return write(tx, await freeSlug(tx, kind, name, ownId));
      });
    } catch (error) {
      if (!isSlugViolation(error) || attempt >= 5) throw error;
    }
  }
}

/** The fields of the pharmacy row a create or a PATCH sets (not the dates, which live in their own tables). */
function rowChanges(input: PharmacyUpdate) {
  return {
    ...Object.fromEntries(IDENTITY.filter((k) => input[k] !== undefined).map((k) => [k, input[k]])),
    ...(input.phone !== undefined ? { phone: input.phone } : {}),
    ...(input.email !== undefined ? { email: input.email } : {}),
    ...(input.openingHours !== undefined ? { openingHours: input.openingHours } : {}),
    // The seller of its invoices (issue 14); an issued invoice keeps the copy it was issued with.
    ...(input.vatNumber !== undefined ? { vatNumber: input.vatNumber } : {}),
    ...(input.iban !== undefined ? { iban: input.iban } : {}),
    ...(input.bic !== undefined ? { bic: input.bic } : {}),
    ...(input.invoiceTermDays !== undefined ? { invoiceTermDays: input.invoiceTermDays } : {}),
    ...(input.homeDelivery !== undefined
      ? {
          homeDeliveryEnabled: input.homeDelivery.enabled,
          homeDeliveryPostcodes: input.homeDelivery.postcodes,
          homeDeliveryFeeCents: input.homeDelivery.feeCents,
          homeDeliveryMinimumCents: input.homeDelivery.minimumCents,
        }
      : {}),
  };
}

/**
 * On-duty dates and hours exceptions before today are history and stay; from today on, what is sent replaces them.
 * A day that stays keeps its row (its calendar id and a shift's hours, decision 011): only the days that went are
 * deleted and the new ones added.
 */
async function replaceUpcoming(tx: Db, id: string, input: PharmacyUpdate, now: Date): Promise<void> {
  const today = localDate(now);
  if (input.onDutyDates !== undefined) {
    const dates = input.onDutyDates.filter((date) => date >= today);
    await tx
      .delete(pharmacyOnDuty)
      .where(and(eq(pharmacyOnDuty.pharmacyId, id), gte(pharmacyOnDuty.date, today), dates.length > 0 ? notInArray(pharmacyOnDuty.date, dates) : undefined));
    if (dates.length > 0)
      await tx
        .insert(pharmacyOnDuty)
        .values(dates.map((date) => ({ pharmacyId: id, date })))
        .onConflictDoNothing();
  }
  if (input.hoursExceptions !== undefined) {
    const items = input.hoursExceptions.filter((e) => e.date >= today);
    const dates = items.map((e) => e.date);
    await tx
      .delete(pharmacyHoursExceptions)
      .where(and(eq(pharmacyHoursExceptions.pharmacyId, id), gte(pharmacyHoursExceptions.date, today), dates.length > 0 ? notInArray(pharmacyHoursExceptions.date, dates) : undefined));
    if (items.length > 0)
      await tx
        .insert(pharmacyHoursExceptions)
        .values(items.map((e) => ({ pharmacyId: id, date: e.date, periods: e.periods, note: e.note })))
        .onConflictDoUpdate({
          target: [pharmacyHoursExceptions.pharmacyId, pharmacyHoursExceptions.date],
          set: { periods: sql`excluded.periods`, note: sql`excluded.note` },
        });
  }
}

/** POST /api/pharmacies (admin): the pharmacy, its dates and the audit entry commit together. Returns its id. */
export async function createPharmacy(
  db: Db,
  input: PharmacyCreate,
  actorId: string,
  now = new Date(),
): Promise<string> {
  const id = randomUUID();
  try {
    await withSlugLock(db, 'pharmacy', input.name, async (tx, slug) => {
      const inserted = await tx
        .insert(pharmacies)
        .values({ openingHours: closedWeek(), ...rowChanges(input), id, slug } as typeof pharmacies.$inferInsert)
        .onConflictDoNothing({ target: pharmacies.code })
        .returning({ id: pharmacies.id });
      if (inserted.length === 0) throw codeTaken();
      await replaceUpcoming(tx, id, input, now);
      await writeAudit(tx, {
        actorId,
        action: 'pharmacy.created',
        entityType: 'pharmacy',
        entityId: id,
        detail: { name: input.name, code: input.code, slug },
      });
    });
  } catch (error) {
    if (isCodeViolation(error)) throw codeTaken();
    throw error;
  }
  return id;
}

/**
 * PATCH /api/pharmacies/:id in one transaction: the row (locked first, so two edits of the same pharmacy run one
 * after the other and the last one wins whole), the dates from today on, a new slug on a rename with the old one
 * kept as a redirect, and the audit entry (who, which fields).
 */
export async function updatePharmacy(
  db: Db,
  id: string,
  input: PharmacyUpdate,
  actorId: string,
  now = new Date(),
): Promise<void> {
  const apply = async (tx: Db, newSlug: string | null) => {
    const [before] = await tx
      .select({ name: pharmacies.name, slug: pharmacies.slug, code: pharmacies.code })
      .from(pharmacies)
      .where(eq(pharmacies.id, id))
      .for('update');
    if (!before) throw notFound('No such pharmacy.');
    if (input.code !== undefined && input.code !== before.code) {
      const [other] = await tx
        .select({ id: pharmacies.id })
        .from(pharmacies)
        .where(and(eq(pharmacies.code, input.code), ne(pharmacies.id, id)));
      if (other) throw codeTaken();
    }
    const slug = newSlug && newSlug !== before.slug ? newSlug : null;
    await tx
      .update(pharmacies)
      .set({ ...rowChanges(input), ...(slug ? { slug } : {}), updatedAt: sql`now()` })
      .where(eq(pharmacies.id, id));
    if (slug) await keepOldSlug(tx, 'pharmacy', before.slug, id);
    await replaceUpcoming(tx, id, input, now);
    const renamed = input.name !== undefined && input.name !== before.name;
    await writeAudit(tx, {
      actorId,
      action: 'pharmacy.updated',
      entityType: 'pharmacy',
      entityId: id,
      detail: {
        fields: Object.keys(input).filter((k) => input[k as keyof PharmacyUpdate] !== undefined),
        ...(renamed ? { name: { from: before.name, to: input.name } } : {}),
        ...(slug ? { slug: { from: before.slug, to: slug } } : {}),
        ...(input.code !== undefined && input.code !== before.code
          ? { code: { from: before.code, to: input.code } }
          : {}),
      },
    });
  };
  try {
    if (input.name !== undefined) await withSlugLock(db, 'pharmacy', input.name, apply, id);
    else await db.transaction((tx) => apply(tx, null));
  } catch (error) {
    if (isCodeViolation(error)) throw codeTaken();
    throw error;
  }
}

/** Whether a PATCH touches the identity (name, official code, licensed address): admins only. */
export const touchesIdentity = (input: PharmacyUpdate) => IDENTITY.some((k) => input[k] !== undefined);
