import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { linesEditable, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import type { OrderLinesUpdate } from '@pharmacy/shared/schemas/order';
import type { UserProfile } from '@pharmacy/shared/schemas/accounts';
import type { Db } from '../../db/client';
import { orderLines } from '../../db/schema';
import { badRequest, conflict, forbidden } from '../../lib/errors';
import { actorFor, canSee } from './access';
import { auditingRefusals, OrderAccessDenied } from './access-audit';
import { updateAndRecord, type Audience } from './announce';
import { checkLines, linesError } from './order-rules';
import { prescriptionChanges } from './prescription-law';
import { findOrder, linesOf, linesTotal, refreshSearchText, type OrderRow } from './repository';

/**
 * The pharmacy (or an admin) replaces the order's lines: existing lines keep their id (and their substitution while
 * the medicine stays the same), new ones get one. An accepted order keeps a full quote: every line needs a price.
 */
export async function editLines(
  db: Db,
  user: UserProfile,
  orderId: string,
  body: OrderLinesUpdate,
): Promise<{ order: OrderRow; audience: Audience }> {
  return auditingRefusals(db, user, () =>
    db.transaction(async (tx) => {
      const order = await findOrder(tx, orderId, { forUpdate: true });
      const actor = order && (await actorFor(tx, user, order));
      if (!order || !actor || !canSee(actor)) throw new OrderAccessDenied(orderId, 'lines');
      if (!actor.isPharmacyStaff && !actor.isAdmin) throw forbidden('Only the pharmacy changes the lines of an order.');
      const status = order.status as OrderStatus;
      // A shop order's lines and prices are what the customer paid for: the pharmacy rejects it rather than changing it.
      if (order.source === 'shop') throw conflict('SHOP_ORDER_FIXED', 'A shop order keeps the products and prices the customer paid for.');
      if (!linesEditable(status)) {
        throw conflict('ILLEGAL_TRANSITION', `An order that is ${status.replace(/_/g, ' ')} can no longer be edited.`);
      }

      const existing = new Map((await linesOf(tx, order.id)).map((l) => [l.id, l]));
      const fields: Record<string, string> = {};
      const seen = new Set<string>();
      body.lines.forEach((line, i) => {
        if (line.id !== undefined && (!existing.has(line.id) || seen.has(line.id)))
          fields[`lines.${i}.id`] = 'validation.invalid';
        if (line.id) seen.add(line.id);
        if (status === 'accepted' && line.unitPriceCents === null)
          fields[`lines.${i}.unitPriceCents`] = 'validation.required';
      });
      if (Object.keys(fields).length > 0) throw badRequest('Some lines are not valid.', fields);
      // The pharmacist may link a line to a prescription-only medicine on an order placed without prescription: the
      // order then becomes a prescription order (prescriptionChanges) rather than being refused as the form would be.
      const checked = await checkLines(tx, body.lines, false, (i, name) => `lines.${i}.${name}`);
      if (Object.keys(checked.fields).length > 0) throw linesError(checked);

      const rows = body.lines.map((input, position) => {
        const line = checked.lines[position];
        const before = input.id ? existing.get(input.id) : undefined;
        const keepSubstitution = before && before.cis === line.cis;
        // Absent, an existing line keeps its mark.
        const notMedicine = line.cis === null && (input.notMedicine ?? before?.notMedicine ?? false);
        // The pharmacist's decision on a line (link, relink, "not a medicine") is signed; an untouched line keeps its own.
        const decided = before
          ? before.cis !== line.cis || before.notMedicine !== notMedicine
          : line.cis !== null || notMedicine;
        return {
          id: input.id ?? randomUUID(),
          orderId: order.id,
          position,
          ...line,
          unitPriceCents: input.unitPriceCents,
          substituteCis: keepSubstitution ? before.substituteCis : null,
          substituteName: keepSubstitution ? before.substituteName : null,
          substitutionStatus: keepSubstitution ? before.substitutionStatus : null,
          notMedicine,
          // What the customer typed survives the link, so the pharmacy can show what was asked for.
          typedName: before?.typedName ?? (before && before.cis === null && line.cis !== null ? before.name : null),
          linkedBy: decided ? user.uid : (before?.linkedBy ?? null),
        };
      });
      // An accepted order passed the review of its free-text lines: a line added or unmarked afterwards is reviewed at once.
      const unreviewed = status === 'accepted' ? rows.flatMap((r, i) => (r.cis === null && !r.notMedicine ? [i] : [])) : [];
      if (unreviewed.length > 0) {
        throw badRequest(
          'Link each free-text line to a catalogue medicine or mark it as not a medicine.',
          Object.fromEntries(unreviewed.map((i) => [`lines.${i}.name`, 'orderLaw.validation.unreviewed'])),
        );
      }
      await tx.delete(orderLines).where(eq(orderLines.orderId, order.id));
      await tx.insert(orderLines).values(rows);
      await refreshSearchText(tx, order.id);
      const { order: updated, audience } = await updateAndRecord(
        tx,
        order,
        {
          totalCents: status === 'accepted' ? linesTotal(rows) : order.totalCents,
          ...prescriptionChanges(order, rows.some((r) => r.requiresPrescription)),
        },
        { actor: user, action: 'edit_lines', from: status, note: body.note || null, kind: null, email: false },
      );
      return { order: updated, audience };
    }),
  );
}
