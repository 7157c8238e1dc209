import { z } from 'zod';

/*
 * The platform's run-time switches (issue 18): maintenance, which every server process applies (the API answers 503
 * with Retry-After, pages show /maintenance, admins and sign-in stay open), and the launch date /coming-soon counts
 * down to. Messages are i18n keys (validation.*).
 */

export { MAINTENANCE_CODE } from '../platform/constants';

export const PLATFORM_MESSAGE_MAX = 500;

const instant = z.iso.datetime({ offset: true, error: 'validation.date' }).nullish().transform((v) => v ?? null);

/** What anyone may read: whether the platform is in maintenance, the admin's words, when it is expected back. */
export const platformStatusSchema = z.object({
  maintenance: z.boolean(),
  message: z.string(),
  /** ISO 8601, or null when no end was given. */
  until: z.string().nullable(),
  launchAt: z.string().nullable(),
  updatedAt: z.string(),
});
export type PlatformStatus = z.infer<typeof platformStatusSchema>;

/** An admin's change of the switches: the whole set, as the settings form shows it. */
export const platformSettingsInputSchema = z.strictObject(
  {
    maintenance: z.boolean({ error: 'validation.invalid' }),
    message: z.string({ error: 'validation.invalid' }).trim().max(PLATFORM_MESSAGE_MAX, 'validation.tooLong'),
    until: instant,
    launchAt: instant,
  },
  { error: 'validation.invalid' },
);
export type PlatformSettingsInput = z.input<typeof platformSettingsInputSchema>;
