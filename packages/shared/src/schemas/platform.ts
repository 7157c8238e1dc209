import { z } from 'zod';

/*
 * The platform's run-time switches (issue 18): maintenance, which every server process applies (the API answers 503
 * with Retry-After, pages show /maintenance, admins and sign-in stay open), and the launch date /coming-soon counts
 * down to (the 503's code is in ../platform/constants.ts, zod-free). Messages are i18n keys (validation.*).
 */

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
/** The change as the server holds it once parsed (trimmed message, dates or null). */
export type PlatformSettingsValues = z.output<typeof platformSettingsInputSchema>;

export const PLANS_MAX = 6;
export const PLAN_NAME_MAX = 60;
export const PLAN_FEATURES_MAX = 8;
export const PLAN_FEATURE_MAX = 120;
/** €100,000 a month: far above any real plan, low enough to catch a typo in cents. */
export const PLAN_PRICE_MAX_CENTS = 10_000_000;

const cents = z
  .number({ error: 'validation.required' })
  .int('validation.invalid')
  .min(0, 'validation.invalid')
  .max(PLAN_PRICE_MAX_CENTS, 'validation.invalid');

/** One plan as the admin writes it: prices in cents excluding VAT, its name and points in the admin's words. */
export const pharmacyPlanInputSchema = z.strictObject(
  {
    name: z.string({ error: 'validation.required' }).trim().min(1, 'validation.required').max(PLAN_NAME_MAX, 'validation.tooLong'),
    monthlyCents: cents,
    perOrderCents: cents,
    features: z
      .array(z.string({ error: 'validation.invalid' }).trim().min(1, 'validation.required').max(PLAN_FEATURE_MAX, 'validation.tooLong'), { error: 'validation.invalid' })
      .max(PLAN_FEATURES_MAX, 'validation.tooMany'),
    highlighted: z.boolean({ error: 'validation.invalid' }),
  },
  { error: 'validation.invalid' },
);
export type PharmacyPlanInput = z.infer<typeof pharmacyPlanInputSchema>;

/** The whole list, in the order /pricing shows it; at most one plan highlighted. */
export const pharmacyPlansInputSchema = z
  .strictObject({ plans: z.array(pharmacyPlanInputSchema, { error: 'validation.invalid' }).max(PLANS_MAX, 'validation.tooMany') }, { error: 'validation.invalid' })
  .superRefine((v, ctx) => {
    if (v.plans.filter((p) => p.highlighted).length > 1) ctx.addIssue({ code: 'custom', path: ['plans'], message: 'validation.oneHighlighted' });
  });
export type PharmacyPlansInput = z.infer<typeof pharmacyPlansInputSchema>;

export const pharmacyPlanSchema = pharmacyPlanInputSchema.extend({ id: z.string() });
export type PharmacyPlan = z.infer<typeof pharmacyPlanSchema>;
export const pharmacyPlansSchema = z.object({ plans: z.array(pharmacyPlanSchema) });
