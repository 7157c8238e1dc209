import { isIP } from 'node:net';
import { z } from 'zod';

/** The three social sign-in providers (SPEC §1); each points at any OpenID Connect issuer. */
export const SOCIAL_PROVIDER_IDS = ['google', 'facebook', 'apple'] as const;
export type SocialProviderId = (typeof SOCIAL_PROVIDER_IDS)[number];
export interface SocialProviderConfig {
  id: SocialProviderId;
  issuer: string;
  clientId: string;
  clientSecret: string;
}
const PROVIDER_VARS = ['ISSUER', 'CLIENT_ID', 'CLIENT_SECRET'] as const;
type ProviderVar = `${Uppercase<SocialProviderId>}_${(typeof PROVIDER_VARS)[number]}`;
const providerVar = (id: SocialProviderId, part: (typeof PROVIDER_VARS)[number]) =>
  `${id.toUpperCase() as Uppercase<SocialProviderId>}_${part}` as ProviderVar;

/** An address or CIDR block (`10.0.0.0/8`, `::1`): what Fastify's trustProxy accepts in a list. */
const isAddressOrCidr = (value: string) => {
  const [address, bits, extra] = value.split('/');
  if (extra !== undefined || !address || !isIP(address)) return false;
  if (bits === undefined) return true;
  return /^\d{1,3}$/.test(bits) && Number(bits) <= (isIP(address) === 4 ? 32 : 128);
};

/** Proxies whose X-Forwarded-For is believed: a hop count or a list of addresses; unset = none (headers are forgeable). */
const trustProxy = z
  .string()
  .transform((value, ctx): number | string[] => {
    if (/^\d+$/.test(value.trim())) return Number(value.trim());
    const list = value.split(',').map((part) => part.trim()).filter(Boolean);
    if (list.length === 0 || !list.every(isAddressOrCidr)) {
      ctx.addIssue({ code: 'custom', message: 'must be a hop count (e.g. 1) or a comma-separated list of addresses or CIDR blocks' });
      return z.NEVER;
    }
    return list;
  });

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** docs/DESIGN.md "Configuration": the only place that reads process.env. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('127.0.0.1'),
    APP_URL: z.url().optional(),
    DATABASE_URL: z.string().regex(/^postgres(ql)?:\/\//, 'must start with postgres://').optional(),
    DATA_DIR: z.string().default('./data'),
    AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMTP_URL: z.string().regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://').optional(),
    MAIL_FROM: z.string().default('PharmaLink <no-reply@pharmalink.local>'),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8).optional(),
    SEED_DEMO: bool.optional(),
    CATALOGUE_DIR: z.string().optional(),
    RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
    /** Orders one account may submit per 10 minutes (issue 11). */
    ORDER_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(20),
    TRUST_PROXY: trustProxy.optional(),
    /** Swagger UI at /api/docs; off in production unless asked for. */
    API_DOCS: bool.optional(),
    WEB_DIST: z.string().optional(),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    FAQ_URL: z.url().optional(),
    /** The platform's own address: contact form messages are e-mailed here (the web app shows VITE_CONTACT_EMAIL). */
    CONTACT_EMAIL: z.email().default('contact@pharmalink.example'),
    GOOGLE_ISSUER: z.url().optional(),
    GOOGLE_CLIENT_ID: z.string().optional(),
    GOOGLE_CLIENT_SECRET: z.string().optional(),
    FACEBOOK_ISSUER: z.url().optional(),
    FACEBOOK_CLIENT_ID: z.string().optional(),
    FACEBOOK_CLIENT_SECRET: z.string().optional(),
    APPLE_ISSUER: z.url().optional(),
    APPLE_CLIENT_ID: z.string().optional(),
    APPLE_CLIENT_SECRET: z.string().optional(),
    /** Online payment (issue 15): Mollie's API key; without it the shop offers "pay at the pharmacy" only. */
    MOLLIE_API_KEY: z.string().regex(/^(test|live)_[A-Za-z0-9]{20,}$/, 'must be a Mollie API key (test_… or live_…)').optional(),
    /** Mollie's API root; a local stand-in in tests. Must be https. */
    MOLLIE_API_URL: z.url().refine((v) => v.startsWith('https://'), 'must be an https:// address').optional(),
    /** A PEM file of one more certificate authority to trust for MOLLIE_API_URL (a stand-in's or a proxy's). */
    MOLLIE_CA_FILE: z.string().optional(),
    /** SPEC §7 optional token sync: the web app POSTs / DELETEs the id token here. */
    SYNC_URL: z.url().optional(),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && !env.AUTH_SECRET) {
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'is required when NODE_ENV=production' });
    }
    // Without SMTP the mails (reset and verification links) would only exist in the log, which production keeps clean.
    if (env.NODE_ENV === 'production' && !env.SMTP_URL) {
      ctx.addIssue({ code: 'custom', path: ['SMTP_URL'], message: 'is required when NODE_ENV=production (e-mails carry sign-in links; they are never written to the log there)' });
    }
    // A provider is on only with all three variables; a partial one is a mistake worth stopping for.
    for (const id of SOCIAL_PROVIDER_IDS) {
      const names = PROVIDER_VARS.map((part) => providerVar(id, part));
      const missing = names.filter((name) => !env[name]);
      if (missing.length > 0 && missing.length < names.length) {
        for (const name of missing) {
          ctx.addIssue({ code: 'custom', path: [name], message: `is required with ${names.filter((n) => !missing.includes(n)).join(' and ')} (${id} sign-in needs all three)` });
        }
      }
    }
  })
  .transform((env) => ({
    ...env,
    APP_URL: (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, ''),
    SEED_DEMO: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    API_DOCS: env.API_DOCS ?? env.NODE_ENV !== 'production',
    TRUST_PROXY: env.TRUST_PROXY ?? false,
    SOCIAL_PROVIDERS: SOCIAL_PROVIDER_IDS.flatMap((id): SocialProviderConfig[] => {
      const [issuer, clientId, clientSecret] = PROVIDER_VARS.map((part) => env[providerVar(id, part)]);
      return issuer && clientId && clientSecret ? [{ id, issuer: issuer.replace(/\/$/, ''), clientId, clientSecret }] : [];
    }),
  }));

export type Env = z.infer<typeof envSchema>;

export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  // An empty variable (FOO= in a shell or .env) means "not set".
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
