import { z } from 'zod';
import { SELF_REGISTER_ROLES, ROLES } from '../roles';
import { LANGUAGES } from '../languages';

/**
 * Messages are i18n keys (validation.*): the web app translates them, the API sends them as they are
 * so a client in any language can show them.
 */
export const emailSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(254, 'validation.tooLong')
  .pipe(z.email({ error: 'validation.email' }))
  .transform((v) => v.toLowerCase());

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;

/**
 * Length only: how guessable a password is (zxcvbn with the person's e-mail and names) is checked by the server,
 * whose dictionaries are too big for the browser. No composition rule: a passphrase of plain words is welcome.
 */
export const passwordSchema = z
  .string({ error: 'validation.required' })
  .min(PASSWORD_MIN, 'validation.passwordTooShort')
  .max(PASSWORD_MAX, 'validation.passwordTooLong');

export const personNameSchema = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(80, 'validation.tooLong');

/** Body of POST /api/user (SPEC §7 "POST /user"; `firebaseid` is assigned by the server here). */
export const registerSchema = z.object({
  email: emailSchema,
  password: passwordSchema,
  name: personNameSchema,
  lastname: personNameSchema,
  // Any role is accepted by the shape so `admin` gets a clear 403 rather than a 400 (docs/PRODUCT.md).
  role: z.enum(ROLES, { error: 'validation.role' }),
  /** Beyond SPEC: the language the person registered in, for their e-mails. */
  language: z.enum(LANGUAGES, { error: 'validation.language' }).optional(),
  /** Beyond SPEC: the token of a pharmacy's invitation (issue 5); the account joins that pharmacy at once. */
  invitation: z.string().trim().min(1).max(200, 'validation.invalid').optional(),
});
export type RegisterInput = z.input<typeof registerSchema>;

/** The registration form in the browser only offers self-registrable roles. */
export const registerFormSchema = registerSchema.extend({
  role: z.enum(SELF_REGISTER_ROLES, { error: 'validation.role' }),
});
export type RegisterForm = z.input<typeof registerFormSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
});
export type LoginInput = z.input<typeof loginSchema>;

export const resetRequestSchema = z.object({ email: emailSchema });
export type ResetRequestInput = z.input<typeof resetRequestSchema>;

export const newPasswordSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string({ error: 'validation.required' }),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
export type NewPasswordInput = z.input<typeof newPasswordSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string({ error: 'validation.required' }).min(1, 'validation.required'),
    newPassword: passwordSchema,
    confirmPassword: z.string({ error: 'validation.required' }),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'validation.passwordMismatch',
  });
export type ChangePasswordInput = z.input<typeof changePasswordSchema>;

/** E.164-ish: optional +, digits, spaces, dots, dashes, slashes; 6–20 digits. Empty clears it. */
export const phoneSchema = z
  .string()
  .trim()
  .max(32, 'validation.tooLong')
  .refine((v) => v === '' || (/^\+?[\d\s./()-]+$/.test(v) && (v.match(/\d/g)?.length ?? 0) >= 6 && (v.match(/\d/g)?.length ?? 0) <= 20), 'validation.phone');

/** PATCH /api/me: the profile fields a person edits on /my/account. */
export const profileUpdateSchema = z.object({
  first_name: personNameSchema,
  last_name: personNameSchema,
  phone: phoneSchema,
  language: z.enum(LANGUAGES, { error: 'validation.language' }),
});
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
