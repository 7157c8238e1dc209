import type { ApiError } from '@pharmacy/shared/api-error';

/** A refusal the client should see as is: status + stable code + message (+ field messages for 400). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }

  toJSON(): ApiError {
    return { message: this.message, code: this.code, ...(this.fields ? { fields: this.fields } : {}) };
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'VALIDATION', message, fields);
export const unauthenticated = () => new HttpError(401, 'UNAUTHENTICATED', 'You need to sign in.');
export const forbidden = (message = 'You are not allowed to do this.', code = 'FORBIDDEN') =>
  new HttpError(403, code, message);
export const notFound = (message = 'Not found.') => new HttpError(404, 'NOT_FOUND', message);
export const conflict = (code: string, message: string, fields?: Record<string, string>) =>
  new HttpError(409, code, message, fields);
