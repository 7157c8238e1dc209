import type { FastifyServerOptions } from 'fastify';
import pino from 'pino';
import { serializeError } from './log-error';

/**
 * Health and contact fields of the shared schemas (packages/shared/src/schemas), secrets and credentials: whatever
 * object a log line carries, these keys are censored (top level and one level down, pino's redact paths).
 */
export const REDACTED_FIELDS = [
  'email',
  'actorEmail',
  'confirmEmail',
  'to',
  'phone',
  'name',
  'firstName',
  'first_name',
  'lastName',
  'last_name',
  'lastname',
  'displayName',
  'actorName',
  'receiverName',
  'address',
  'street',
  'city',
  'postalCode',
  'postal_code',
  'nationalRegistrationNumber',
  'national_registration_number',
  'idCardNumber',
  'id_card_number',
  'rid',
  'rids',
  'comment',
  'note',
  'otherRequest',
  'other_request',
  'otherRequestPharmacy',
  'other_request_pharmacy',
  'cancellationReason',
  'rejectionReason',
  'failureReason',
  'medicineName',
  'handoverCode',
  'password',
  'currentPassword',
  'newPassword',
  'confirmPassword',
  'token',
  'idToken',
  'accessToken',
  'refreshToken',
  'secret',
  'cookie',
  'authorization',
  'body',
  'text',
  'html',
] as const;

const REDACT_PATHS = [
  ...REDACTED_FIELDS.flatMap((field) => [field, `*.${field}`]),
  '*.headers.cookie',
  '*.headers.authorization',
  '*.headers["set-cookie"]',
];

/** Tokens travel in query strings (verification, reset links): the log keeps the path only. */
export function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
}

/** Fastify's serializer type wants a stack string. */
function logError(error: Error) {
  const out = serializeError(error);
  return { ...out, stack: out.stack ?? '' };
}

/** The production logger's options; tests that read the log build theirs from this very function. */
export function loggerOptions(level: string): Exclude<FastifyServerOptions['logger'], boolean | undefined> {
  return {
    level,
    serializers: { req: serializeRequest, err: logError },
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
}

/** How long a log line may wait in the buffer in a quiet moment. */
const FLUSH_EVERY_MS = 200;

/**
 * The server process's log stream: standard output, written asynchronously in batches of at least 4 KiB, and at the
 * latest FLUSH_EVERY_MS after a line was logged. One write per line cost a tenth of a list request's CPU time (each
 * write is a system call handed to libuv's thread pool); pino flushes what is left when the process exits.
 */
export function asyncStdout(): pino.DestinationStream {
  return pino.destination({ dest: 1, sync: false, minLength: 4096, periodicFlush: FLUSH_EVERY_MS });
}
