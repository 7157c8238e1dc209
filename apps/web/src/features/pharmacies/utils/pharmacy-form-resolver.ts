import { toNestErrors } from '@hookform/resolvers';
import {
  get,
  type FieldError,
  type FieldErrors,
  type FieldPath,
  type Resolver,
  type UseFormSetError,
} from 'react-hook-form';
import { ApiRequestError } from '../../../lib/api-client';
import {
  formFieldFor,
  schemaFor,
  valuesToPayload,
  type PharmacyFormMode,
  type PharmacyFormValues,
} from './pharmacy-form-values';

/** The contract's schema on the body the form would send; each issue lands on the input that shows it. */
export function pharmacyFormResolver(mode: PharmacyFormMode): Resolver<PharmacyFormValues> {
  return async (values, _context, options) => {
    const parsed = schemaFor(mode).safeParse(valuesToPayload(values, mode));
    if (parsed.success) return { values, errors: {} };
    const flat: Record<string, FieldError> = {};
    for (const issue of parsed.error.issues) {
      const field = formFieldFor(issue.path.map(String).join('.'), values, mode);
      if (field) flat[field] ??= { type: 'validation', message: issue.message };
    }
    return { values: {}, errors: toNestErrors<PharmacyFormValues>(flat, options) };
  };
}

/** A field's message, also when it sits on an array that has errors of its own items (react-hook-form's `root`). */
export function fieldMessage(errors: FieldErrors<PharmacyFormValues>, path: string): string | undefined {
  const error = get(errors, path) as (FieldError & { root?: FieldError }) | undefined;
  return error?.message || error?.root?.message || undefined;
}

/**
 * Puts a 400's `fields` on the form at the exact nested input (e.g. `openingHours.2.1.close`,
 * `homeDelivery.postcodes.0`). Returns the messages no input shows, so the form's alert can say them.
 */
export function applyPharmacyServerErrors(
  error: unknown,
  setError: UseFormSetError<PharmacyFormValues>,
  values: PharmacyFormValues,
  mode: PharmacyFormMode,
): { placed: number; unplaced: string[] } {
  if (!(error instanceof ApiRequestError) || !error.data.fields) return { placed: 0, unplaced: [] };
  let placed = 0;
  const unplaced: string[] = [];
  for (const [serverField, message] of Object.entries(error.data.fields)) {
    const field = formFieldFor(serverField, values, mode);
    if (!field) {
      unplaced.push(message);
      continue;
    }
    setError(field as FieldPath<PharmacyFormValues>, { type: 'server', message }, { shouldFocus: placed === 0 });
    placed++;
  }
  return { placed, unplaced };
}
