/** The one error shape every API answer uses (issue 2 contract). */
export interface ApiError {
  message: string;
  code: string;
  fields?: Record<string, string>;
}

/** SPEC §8: the text stored when a failed call brings no response data. */
export const GENERIC_ERROR_MESSAGE = 'Something went wrong';

export function isApiError(value: unknown): value is ApiError {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ApiError).message === 'string' &&
    typeof (value as ApiError).code === 'string'
  );
}
