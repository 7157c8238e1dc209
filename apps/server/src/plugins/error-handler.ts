import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError } from '../lib/errors';

/**
 * Every error leaves as `{ message, code, fields? }`. Bad input is a 400 with one message per field; anything
 * unexpected is logged with its stack and answered with a generic 500 that leaks nothing.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(error.toJSON());
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const field = issue.instancePath.replace(/^\//, '').replace(/\//g, '.') || (error.validationContext ?? 'body');
        fields[field] ??= issue.message ?? 'validation.invalid';
      }
      return reply.status(400).send({ message: 'Some fields are not valid.', code: 'VALIDATION', fields });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.status(429).send({ message: error.message || 'Too many attempts. Please wait a minute and try again.', code: 'RATE_LIMITED' });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own refusals (malformed JSON, body too large, unsupported media type).
      return reply.status(status).send({ message: error.message, code: error.code ?? `HTTP_${status}` });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Something went wrong on our side. Please try again.', code: 'INTERNAL' });
  });

  app.setNotFoundHandler((request, reply) => {
    reply.status(404).send({ message: `No route ${request.method} ${request.url.split('?')[0]}.`, code: 'NOT_FOUND' });
  });
}
