import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { contactFieldsSchema, type ContactFields } from '@pharmacy/shared/schemas/contact';
import { contactResolver } from './contact-resolver';

const options: ResolverOptions<ContactFields> = { fields: {}, shouldUseNativeValidation: false };
const viaZod = zodResolver(contactFieldsSchema);
const messages = (result: { errors: Record<string, { message?: unknown } | undefined> }) =>
  Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));

const good: ContactFields = { name: 'Lotte Janssens', email: 'lotte@example.be', subject: 'Sunday', message: 'Is a pharmacy on duty near Leuven?', website: '' };
const inputs: ContactFields[] = [
  good,
  { name: '', email: '', subject: '', message: '', website: '' },
  { ...good, name: '   ', subject: '  Hours  ', email: '  Lotte@Example.BE ' },
  { ...good, name: 'x'.repeat(101) },
  { ...good, subject: 's'.repeat(151) },
  { ...good, message: 'Too short' },
  { ...good, message: `   ${'ten chars.'}   ` },
  { ...good, message: 'm'.repeat(5001) },
  { ...good, email: 'lotte@example' },
  { ...good, email: `${'a'.repeat(250)}@example.com` },
  { ...good, website: 'https://spam.example' },
  { ...good, website: 'w'.repeat(201) },
  { name: 'A', email: 'a@b.be', subject: 'S', message: '0123456789' },
];

describe('contactResolver', () => {
  it.each(inputs)('agrees with the shared contactFieldsSchema on %j', async (input) => {
    const ours = await contactResolver(input, undefined, options);
    const theirs = await viaZod(input, undefined, options);
    expect(messages(ours)).toEqual(messages(theirs));
    expect(ours.values).toEqual(theirs.values);
  });
});
