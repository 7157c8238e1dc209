import { z } from 'zod';
import { emailSchema } from './auth';

/*
 * The contact form of /contact-us (issue 18): the browser's form and POST /api/contact read this one contract.
 * Messages are i18n keys (validation.*), as in every shared schema.
 */

import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_WEBSITE_MAX,
} from '../contact/constants';

export * from '../contact/constants';

const line = (max: number) =>
  z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/** What the person fills in. */
export const contactFormSchema = z.object({
  name: line(CONTACT_NAME_MAX),
  email: emailSchema,
  subject: line(CONTACT_SUBJECT_MAX),
  message: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, 'validation.required')
    .min(CONTACT_MESSAGE_MIN, 'validation.tooShort')
    .max(CONTACT_MESSAGE_MAX, 'validation.tooLong'),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

/** The form with its bot trap, as the browser holds it: `website` is hidden from people and must stay empty. */
export const contactFieldsSchema = contactFormSchema.extend({
  website: z.string().max(CONTACT_WEBSITE_MAX, 'validation.tooLong').optional(),
});
export type ContactFields = z.infer<typeof contactFieldsSchema>;

/** Body of POST /api/contact: the fields and the signed token of GET /api/contact/token. */
export const contactRequestSchema = contactFieldsSchema.extend({
  token: z.string({ error: 'validation.required' }).min(1, 'validation.required').max(200, 'validation.invalid'),
});
export type ContactRequest = z.infer<typeof contactRequestSchema>;

/** GET /api/contact/token: when the form was shown, signed by the server. */
export const contactTokenSchema = z.object({ token: z.string() });
export type ContactToken = z.infer<typeof contactTokenSchema>;

/** The answer to every accepted submission (a trapped one too, so a bot learns nothing). */
export const contactAcceptedSchema = z.object({ received: z.literal(true) });
export type ContactAccepted = z.infer<typeof contactAcceptedSchema>;
