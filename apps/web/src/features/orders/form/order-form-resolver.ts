import { toNestErrors } from '@hookform/resolvers';
import type { FieldError, Resolver } from 'react-hook-form';
import { isBelgianPostcode } from '@pharmacy/shared/orders/identifiers';
import { orderFormIssues, orderFormSchema, type OrderForm } from '@pharmacy/shared/schemas/order-form';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import type { OrderFormValues, PrescriptionOnlyMap } from './order-form-values';

/** What the browser knows beyond the values: the catalogue's prescription status of lines, the chosen pharmacy. */
export interface OrderFormContext {
  prescriptionOnly: PrescriptionOnlyMap;
  pharmacy: Pharmacy | null;
}

type Issue = { path: readonly PropertyKey[]; message: string };

/** The message type of the prescription-type error that names the medicine needing a prescription. */
export const NEEDS_PRESCRIPTION = 'needsPrescription';

/** The catalogue lines that need a prescription (the law: no online order of them without one), in form order. */
export function prescriptionOnlyLines(values: Pick<OrderFormValues, 'medicines'>, known: PrescriptionOnlyMap) {
  return values.medicines.flatMap((line, index) => (line.cis && known[line.cis] ? [{ index, name: line.name }] : []));
}

/** Strings trimmed as the schema trims them, so the cross-field rules see what the server will see. */
function trimmed(values: OrderFormValues) {
  const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v);
  const top = Object.fromEntries(Object.entries(values).map(([k, v]) => [k, trim(v)]));
  const address = { street: values.address.street.trim(), postal_code: values.address.postal_code.trim(), city: values.address.city.trim() };
  return { ...top, address } as unknown as Parameters<typeof orderFormIssues>[0];
}

/** Rules that need what only the browser knows here: catalogue prescription status and the pharmacy's policy. */
function contextIssues(values: OrderFormValues, context: OrderFormContext): Issue[] {
  const issues: Issue[] = [];
  if (values.prescription_type === 'no_prescription') {
    const lines = prescriptionOnlyLines(values, context.prescriptionOnly);
    for (const line of lines) issues.push({ path: ['medicines', line.index, 'name'], message: 'validation.needsPrescription' });
    if (lines.length > 0) issues.push({ path: ['prescription_type'], message: NEEDS_PRESCRIPTION });
  }
  const delivery = context.pharmacy?.homeDelivery;
  if (values.delivery_type === 'neighbour' && delivery && context.pharmacy?.id === values.pharmacy) {
    const postcode = values.address.postal_code.trim();
    const served = delivery.postcodes.length === 0 || !isBelgianPostcode(postcode) || delivery.postcodes.includes(postcode);
    if (!delivery.enabled || !served) issues.push({ path: ['delivery_type'], message: 'validation.homeDeliveryUnavailable' });
  }
  return issues;
}

/**
 * The shared schema first (field and cross-field rules, the same as the server's), then the rules needing context.
 * Zod skips the cross-field rules while a field is wrong; they are run here anyway so every message shows at once.
 */
export function orderFormResolver(getContext: () => OrderFormContext): Resolver<OrderFormValues, unknown, OrderForm> {
  return async (values, _context, options) => {
    const parsed = orderFormSchema.safeParse(values);
    const issues: Issue[] = parsed.success ? [] : [...parsed.error.issues, ...orderFormIssues(trimmed(values))];
    issues.push(...contextIssues(values, getContext()));
    if (parsed.success && issues.length === 0) return { values: parsed.data, errors: {} };

    const flat: Record<string, FieldError> = {};
    for (const issue of issues) {
      const key = issue.path.map(String).join('.');
      flat[key] ??= { type: issue.message === NEEDS_PRESCRIPTION ? NEEDS_PRESCRIPTION : 'validation', message: issue.message };
    }
    return { values: {}, errors: toNestErrors<OrderFormValues>(flat, options) };
  };
}
