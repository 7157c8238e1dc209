/**
 * The password length rule of the shared schemas (`@pharmacy/shared/schemas/auth`), for code on the first pages:
 * importing them from there brings the whole zod runtime along. password-limits.test.ts keeps the two equal.
 */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
