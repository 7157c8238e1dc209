import type { FieldErrors, Resolver } from 'react-hook-form';
import { regexes } from 'zod/v4/core';
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGE_MIN,
  CONTACT_NAME_MAX,
  CONTACT_SUBJECT_MAX,
  CONTACT_WEBSITE_MAX,
} from '@pharmacy/shared/contact/constants';
import type { ContactFields } from '@pharmacy/shared/schemas/contact';

type Field = keyof ContactFields;

/** A trimmed line: required, at most `max` characters. */
function line(value: unknown, max: number): [string, string | undefined] {
  if (typeof value !== 'string') return ['', 'validation.required'];
  const text = value.trim();
  if (text.length === 0) return [text, 'validation.required'];
  return [text, text.length > max ? 'validation.tooLong' : undefined];
}

/** The shared emailSchema's rules: trimmed, lower-cased, required, at most 254 characters, zod's e-mail pattern. */
function email(value: unknown): [string, string | undefined] {
  const [text, error] = line(value, 254);
  if (error) return [text, error];
  return [text.toLowerCase(), regexes.email.test(text) ? undefined : 'validation.email'];
}

/**
 * The contact form's checks without zod: the shared contactFieldsSchema (what the server applies) pulls the zod
 * runtime, a quarter of a public page's budget. contact-resolver.test.ts holds this to the schema on the same inputs.
 */
export const contactResolver: Resolver<ContactFields> = (values) => {
  const checked: Record<Field, [string, string | undefined]> = {
    name: line(values.name, CONTACT_NAME_MAX),
    email: email(values.email),
    subject: line(values.subject, CONTACT_SUBJECT_MAX),
    message: line(values.message, CONTACT_MESSAGE_MAX),
    website: [typeof values.website === 'string' ? values.website : '', undefined],
  };
  const [message] = checked.message;
  if (!checked.message[1] && message.length < CONTACT_MESSAGE_MIN) checked.message[1] = 'validation.tooShort';
  if (checked.website[0].length > CONTACT_WEBSITE_MAX) checked.website[1] = 'validation.tooLong';
  const errors: FieldErrors<ContactFields> = {};
  for (const [field, [, error]] of Object.entries(checked) as [Field, [string, string | undefined]][]) {
    if (error) errors[field] = { type: 'custom', message: error };
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  const parsed: ContactFields = { name: checked.name[0], email: checked.email[0], subject: checked.subject[0], message };
  if (typeof values.website === 'string') parsed.website = values.website;
  return { values: parsed, errors: {} };
};
