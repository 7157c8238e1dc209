import type { FieldPath, UseFormSetError } from 'react-hook-form';
import { ORDER_FORM_DEFAULTS } from '@pharmacy/shared/schemas/order-form';
import { ApiRequestError } from '../../../lib/api-client';
import type { OrderFormValues } from './order-form-values';

const TOP_LEVEL = new Set(Object.keys(ORDER_FORM_DEFAULTS).filter((k) => k !== 'address'));

/**
 * The form field a server field name belongs to, or null. The server names nested fields with dots, as the schema's
 * paths are (`address.postal_code`, `rid.1`, `medicines.0.cis`); a catalogue line shows its error on its name.
 */
export function orderFieldFor(serverField: string, values: Pick<OrderFormValues, 'rid' | 'medicines'>): FieldPath<OrderFormValues> | null {
  if (TOP_LEVEL.has(serverField)) return serverField as FieldPath<OrderFormValues>;
  if (/^address\.(street|postal_code|city)$/.test(serverField)) return serverField as FieldPath<OrderFormValues>;
  const rid = /^rid\.(\d+)$/.exec(serverField);
  if (rid) return Number(rid[1]) < values.rid.length ? (serverField as FieldPath<OrderFormValues>) : 'rid';
  const line = /^medicines\.(\d+)\.(cis|name|quantity)$/.exec(serverField);
  if (line && Number(line[1]) < values.medicines.length) {
    return `medicines.${Number(line[1])}.${line[2] === 'quantity' ? 'quantity' : 'name'}`;
  }
  if (/^medicines(\.|$)/.test(serverField)) return 'medicines';
  return null;
}

/**
 * Puts a 400's `fields` next to their inputs. Returns how many landed and the ones no input shows (for the alert at
 * the top of the form), so no message is lost.
 */
export function applyOrderServerErrors(
  error: unknown,
  setError: UseFormSetError<OrderFormValues>,
  values: Pick<OrderFormValues, 'rid' | 'medicines'>,
): { placed: number; unplaced: string[] } {
  if (!(error instanceof ApiRequestError) || !error.data.fields) return { placed: 0, unplaced: [] };
  let placed = 0;
  const unplaced: string[] = [];
  for (const [serverField, message] of Object.entries(error.data.fields)) {
    const field = orderFieldFor(serverField, values);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    setError(field, { type: 'server', message });
    placed++;
  }
  return { placed, unplaced };
}
