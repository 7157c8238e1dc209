import { describe, expect, it } from 'vitest';
import type { ResolverOptions } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { loginSchema } from '@pharmacy/shared/schemas/auth';
import type { LoginInput } from '@pharmacy/shared/schemas/auth';
import { loginResolver } from './login-resolver';

const options: ResolverOptions<LoginInput> = { fields: {}, shouldUseNativeValidation: false };
const viaZod = zodResolver(loginSchema);

const messages = (result: Awaited<ReturnType<typeof loginResolver>>) =>
  Object.fromEntries(Object.entries(result.errors).map(([field, error]) => [field, error?.message]));

const inputs: LoginInput[] = [
  { email: '', password: '' },
  { email: '   ', password: 'x' },
  { email: 'Jane@Example.COM', password: 'secret' },
  { email: '  jane@example.com  ', password: ' ' },
  { email: 'jane@example', password: 'secret' },
  { email: 'jane.doe+tag@sub.example.be', password: '' },
  { email: 'not an address', password: 'secret' },
  { email: '.jane@example.com', password: 'secret' },
  { email: 'jane..doe@example.com', password: 'secret' },
  { email: `${'a'.repeat(250)}@example.com`, password: 'secret' },
  { email: 'jané@example.com', password: 'secret' },
  { email: 'jane@exa_mple.com', password: 'secret' },
];

describe('loginResolver', () => {
  it.each(inputs)('agrees with the shared loginSchema on %j', async (input) => {
    const ours = await loginResolver(input, undefined, options);
    const theirs = await viaZod(input, undefined, options);
    expect(messages(ours)).toEqual(messages(theirs));
    expect(ours.values).toEqual(theirs.values);
  });

  it('treats a missing value as required', async () => {
    const result = await loginResolver({} as LoginInput, undefined, options);
    expect(messages(result)).toEqual({ email: 'validation.required', password: 'validation.required' });
  });
});
