import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { contactAcceptedSchema, contactRequestSchema, contactTokenSchema } from '@pharmacy/shared/schemas/contact';
import { errorSchema } from '../../lib/error-schema';
import { HttpError } from '../../lib/errors';
import { fileContactMessage } from './file-message';
import { checkFormToken, makeFormToken } from './form-token';

/** Messages one address may send an hour (counted in PostgreSQL, so across every process). */
export const CONTACT_SEND_LIMIT = { max: 5, timeWindow: '1 hour' };
/** Tokens one address may ask for an hour: every opening of the page asks once. */
export const CONTACT_TOKEN_LIMIT = { max: 120, timeWindow: '1 hour' };

/**
 * The contact form of /contact-us (issue 18): anyone, signed in or not, writes to the platform. The message lands in
 * every active admin's mailbox and is e-mailed to CONTACT_EMAIL. Bots are kept out without a third-party service: a
 * hidden field people leave empty and a signed "form shown at" time. A trapped message gets the same 202 as a
 * filed one and is dropped. Nothing the visitor typed is logged.
 */
export const contactRoutes: FastifyPluginAsyncZod<{ secret: string; contactEmail: string }> = async (
  app,
  { secret, contactEmail },
) => {
  app.get(
    '/api/contact/token',
    {
      config: { rateLimit: CONTACT_TOKEN_LIMIT },
      schema: {
        tags: ['contact'],
        summary: 'A signed token saying when the contact form was shown; POST /api/contact needs it',
        response: { 200: contactTokenSchema, 429: errorSchema },
      },
    },
    async () => ({ token: makeFormToken(secret, Date.now()) }),
  );

  app.post(
    '/api/contact',
    {
      config: { rateLimit: CONTACT_SEND_LIMIT },
      schema: {
        tags: ['contact'],
        summary:
          'Write to the platform: the message reaches the admins’ mailboxes and the platform’s e-mail (5 an hour per address)',
        body: contactRequestSchema,
        response: { 202: contactAcceptedSchema, 400: errorSchema, 403: errorSchema, 429: errorSchema },
      },
    },
    async (request, reply) => {
      const { website, token, ...form } = request.body;
      const check = checkFormToken(secret, token, Date.now());
      if (check === 'invalid' || check === 'expired') {
        // A person whose page stayed open a day gets a new token and sends again, with what they typed kept.
        throw new HttpError(400, 'FORM_EXPIRED', 'This form has expired. Please send it again.', {
          token: 'validation.invalid',
        });
      }
      if (website || check === 'too-fast') {
        request.log.info({ contactTrap: website ? 'honeypot' : 'too-fast' }, 'contact form submission dropped');
        return reply.status(202).send({ received: true });
      }
      const user = await request.currentUser();
      const admins = await fileContactMessage(app.db, { form, senderId: user?.uid ?? null, contactEmail });
      if (admins.length > 0) app.realtime.publishToUsers(admins, { type: 'mail.received' });
      app.outbox.wake();
      return reply.status(202).send({ received: true });
    },
  );
};
