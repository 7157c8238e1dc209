import type { OrderForm } from '@pharmacy/shared/schemas/order-form';
import type { HomeDelivery } from '@pharmacy/shared/schemas/pharmacy';
import type { Db } from '../../db/client';
import { badRequest } from '../../lib/errors';
import { medicinesByCis } from './repository';

/*
 * The rules the form schema cannot check alone because they need the database: the pharmacy exists, catalogue
 * lines are real medicines (their prescription status comes from the catalogue, never from the client), the law
 * on prescription medicine, and the pharmacy's home-delivery policy.
 */

export interface CheckedLine {
  cis: string | null;
  name: string;
  quantity: number;
  requiresPrescription: boolean;
}

export interface CheckedLines {
  lines: CheckedLine[];
  fields: Record<string, string>;
  /** The first catalogue medicine that needs a prescription on an order placed without one. */
  needsPrescription: string | null;
}

/** Catalogue medicines by CIS, as `medicinesByCis` answers. */
export type Catalogue = Map<string, { name: string; requiresPrescription: boolean; withdrawn: boolean }>;

/**
 * Resolves lines against the catalogue. `field(i, 'cis')` names the form path of line i (`medicines.i.cis` in the
 * order form, `lines.i.cis` in the line editor). A catalogue line takes the catalogue's name.
 */
export function resolveLines(
  catalogue: Catalogue,
  input: { cis: string | null; name: string; quantity: number }[],
  withoutPrescription: boolean,
  field: (index: number, name: 'cis' | 'name') => string,
): CheckedLines {
  const fields: Record<string, string> = {};
  let needsPrescription: string | null = null;
  const lines = input.map((line, index): CheckedLine => {
    if (!line.cis) return { cis: null, name: line.name, quantity: line.quantity, requiresPrescription: false };
    const medicine = catalogue.get(line.cis);
    if (!medicine || medicine.withdrawn) {
      fields[field(index, 'cis')] = 'validation.unknownMedicine';
      return { cis: line.cis, name: line.name, quantity: line.quantity, requiresPrescription: false };
    }
    if (withoutPrescription && medicine.requiresPrescription) {
      fields[field(index, 'name')] = 'validation.needsPrescription';
      needsPrescription ??= medicine.name;
    }
    return { cis: line.cis, name: medicine.name, quantity: line.quantity, requiresPrescription: medicine.requiresPrescription };
  });
  return { lines, fields, needsPrescription };
}

/** `resolveLines` with the catalogue read for these lines. */
export async function checkLines(
  db: Db,
  input: { cis: string | null; name: string; quantity: number }[],
  withoutPrescription: boolean,
  field: (index: number, name: 'cis' | 'name') => string,
): Promise<CheckedLines> {
  const catalogue = await medicinesByCis(db, input.flatMap((l) => (l.cis ? [l.cis] : [])));
  return resolveLines(catalogue, input, withoutPrescription, field);
}

export function linesError(checked: CheckedLines) {
  return badRequest(
    checked.needsPrescription
      ? `${checked.needsPrescription} needs a prescription: choose how you will present it, or remove it.`
      : 'Some medicines are not in the catalogue.',
    checked.fields,
  );
}

export interface CheckedOrder {
  lines: CheckedLine[];
  deliveryFeeCents: number;
  hasPrescriptionItems: boolean;
}

/** The form against its pharmacy's policy (null: no such pharmacy) and the catalogue of its lines. */
export function checkOrderForm(form: OrderForm, policy: { homeDelivery: HomeDelivery } | null, catalogue: Catalogue): CheckedOrder {
  if (!policy) throw badRequest('This pharmacy does not exist.', { pharmacy: 'validation.pharmacy' });
  const checked = resolveLines(catalogue, form.medicines, form.prescription_type === 'no_prescription', (i, name) => `medicines.${i}.${name}`);
  if (Object.keys(checked.fields).length > 0) throw linesError(checked);

  const delivery = policy.homeDelivery;
  if (form.delivery_type === 'neighbour') {
    const served = delivery.postcodes.length === 0 || delivery.postcodes.includes(form.address.postal_code);
    if (!delivery.enabled || !served) {
      throw badRequest(
        delivery.enabled
          ? `This pharmacy does not deliver to ${form.address.postal_code}: choose collection at the pharmacy.`
          : 'This pharmacy does not deliver at home: choose collection at the pharmacy.',
        { delivery_type: 'validation.homeDeliveryUnavailable' },
      );
    }
  }
  return {
    lines: checked.lines,
    deliveryFeeCents: form.delivery_type === 'neighbour' ? delivery.feeCents : 0,
    hasPrescriptionItems: form.prescription_type !== 'no_prescription' || checked.lines.some((l) => l.requiresPrescription),
  };
}
