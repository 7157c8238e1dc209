import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { userUpdateSchema } from '@pharmacy/shared/schemas/accounts';
import { shipperAdminUpdateSchema, type shipperCreateSchema } from '@pharmacy/shared/schemas/shipper';
import type { z } from 'zod';
import { ApiRequestError } from '../../../lib/api-client';

/** The admin's edit form: names and language (the person's account) and the courier's working details. */
export const shipperEditSchema = userUpdateSchema
  .pick({ first_name: true, last_name: true, language: true })
  .extend(shipperAdminUpdateSchema.required().shape);
export type ShipperEditValues = z.input<typeof shipperEditSchema>;
export type ShipperCreateValues = z.input<typeof shipperCreateSchema>;

const TOP = ['email', 'first_name', 'last_name', 'phone', 'language', 'vehicle', 'available', 'pharmacies'];

/** The form field a server field names (`pharmacies.2.pharmacyId` included), or null. */
export function shipperFieldFor(serverField: string, pharmaciesCount: number): string | null {
  if (TOP.includes(serverField)) return serverField;
  const link = /^pharmacies\.(\d+)(?:\.(pharmacyId|isStaff))?$/.exec(serverField);
  if (link)
    return Number(link[1]) < pharmaciesCount ? `pharmacies.${link[1]}.${link[2] ?? 'pharmacyId'}` : 'pharmacies';
  return null;
}

/** Puts a 400's `fields` on their inputs; returns the messages no input shows. */
export function applyShipperServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  pharmaciesCount: number,
): { placed: number; unplaced: string[] } {
  if (!(error instanceof ApiRequestError) || !error.data.fields) return { placed: 0, unplaced: [] };
  let placed = 0;
  const unplaced: string[] = [];
  for (const [serverField, message] of Object.entries(error.data.fields)) {
    const field = shipperFieldFor(serverField, pharmaciesCount);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    setError(field as Path<T>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return { placed, unplaced };
}
