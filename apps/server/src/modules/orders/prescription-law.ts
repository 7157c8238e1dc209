import type { Db } from '../../db/client';
import { conflict } from '../../lib/errors';
import { medicinesByCis, type OrderChanges, type OrderLineRow, type OrderRow } from './repository';

/*
 * docs/PRODUCT.md "The law": prescription-only medicine (BDPM liste I, liste II, stupéfiants) is never sold as "no
 * prescription" and goes home only with the pharmacy's own staff. A customer can type such a medicine as free text,
 * where the catalogue cannot see it; so before accepting, the pharmacist links every free-text line to the catalogue
 * or marks it "not a medicine", and the law is read again from the catalogue at acceptance and at courier assignment.
 */

type LawLine = Pick<OrderLineRow, 'cis' | 'name' | 'notMedicine' | 'requiresPrescription'>;

/** Free-text lines nobody has checked yet: neither linked to a catalogue medicine nor marked not a medicine. */
export const unreviewedLines = <L extends LawLine>(lines: readonly L[]): L[] => lines.filter((l) => !l.cis && !l.notMedicine);

export const unreviewedError = (lines: readonly LawLine[]) =>
  conflict(
    'UNLINKED_LINES',
    `Link these free-text lines to a catalogue medicine, or mark them as not a medicine, before accepting: ${lines.map((l) => `"${l.name}"`).join(', ')}.`,
  );

/** Whether a linked line needs a prescription, from the catalogue as it is now (not as it was when the line was saved). */
export async function linkedLinesNeedPrescription(db: Db, lines: readonly LawLine[]): Promise<boolean> {
  const catalogue = await medicinesByCis(db, lines.flatMap((l) => (l.cis ? [l.cis] : [])));
  return lines.some((l) => l.requiresPrescription || (l.cis !== null && catalogue.get(l.cis)?.requiresPrescription === true));
}

/**
 * What the order becomes once its lines are known. A prescription-only medicine on an order placed "without
 * prescription" makes it a prescription order: `no_prescription` is no longer claimed (the ticks follow), the type
 * becomes `in_pharmacy` (the only way left to present one: on paper or read from the eID at the handover, since the
 * customer gave no identifier) and `prescription_added` flags it for the pharmacist and the customer. The change is
 * never undone by a later edit: the order was found to hold such medicine once.
 */
export function prescriptionChanges(order: Pick<OrderRow, 'prescriptionType'>, needsPrescription: boolean): OrderChanges {
  if (needsPrescription && order.prescriptionType === 'no_prescription') {
    return { prescriptionType: 'in_pharmacy', withPrescription: true, withoutPrescription: false, prescriptionAdded: true, hasPrescriptionItems: true };
  }
  return { hasPrescriptionItems: order.prescriptionType !== 'no_prescription' || needsPrescription };
}
