import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Env } from './env';
import type { Database, Db } from './db/client';
import { initAuth, type Auth } from './auth/auth';
import { createMailer, type Mailer } from './lib/mail';
import { resolveSecret } from './lib/secret';
import { registerErrorHandler } from './plugins/error-handler';
import { registerInputGuards } from './plugins/input-guards';
import { registerOriginCheck } from './plugins/origin-check';
import { registerRequestLog } from './plugins/request-log';
import { registerSecurityHeaders } from './plugins/security-headers';
import { loggerOptions } from './lib/logger-options';
import { registerAuthRoutes } from './plugins/auth-routes';
import { registerSignInGuard } from './plugins/sign-in-guard';
import { registerResetRequest } from './plugins/reset-request';
import { databaseRateLimitStore } from './lib/rate-limit-store';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { createOutboxDispatcher, type OutboxDispatcher, type OutboxOptions } from './lib/outbox';
import { registerRealtime, type RealtimeOptions } from './realtime/plugin';
import { notificationRoutes } from './modules/notifications/routes';
import { auditRoutes } from './modules/audit/routes';
import { healthRoutes } from './modules/health/routes';
import { accountRoutes } from './modules/accounts/routes';
import { imageRoutes } from './modules/images/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { pharmacyRoutes } from './modules/pharmacies/routes';
import { shipperRoutes } from './modules/shippers/routes';
import { orderRoutes } from './modules/orders/routes';
import { invoiceRoutes } from './modules/invoices/routes';
import { cartRoutes } from './modules/cart/routes';
import { invoicePdfRoutes } from './modules/invoices/pdf/routes';
import { shopRoutes } from './modules/shop/routes';
import { invoiceMailAttachments } from './modules/invoices/pdf/attachment';
import { invoiceOverdueJob } from './modules/invoices/overdue';
import { DiskFileStore, type FileStore } from './lib/storage';
import { startJobs, type JobRunner } from './lib/jobs';
import { idempotencyCleanupJob } from './modules/orders/idempotency-cleanup';
import { checkoutRoutes } from './modules/checkout/routes';
import { chatRoutes } from './modules/chat/routes';
import { calendarRoutes } from './modules/calendar/routes';
import { mailRoutes } from './modules/mail/routes';
import { kanbanRoutes } from './modules/kanban/routes';
import { discountRoutes } from './modules/checkout/discount-routes';
import { blogRoutes } from './modules/blog/routes';
import { fileRoutes } from './modules/files/routes';
import { dashboardRoutes } from './modules/dashboards/routes';
import { fileTrashJob } from './modules/files/purge';
import { blogManageRoutes } from './modules/blog/manage-routes';
import { blogPageRoutes } from './modules/blog/page-routes';
import { contactRoutes } from './modules/contact/routes';
import { platformRoutes } from './modules/platform/routes';
import { registerMaintenanceGate } from './modules/platform/maintenance-gate';
import { createSettingsCache } from './modules/platform/settings';
import { checkoutExpiryJob, paymentProvider } from './modules/checkout/setup';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    auth: Auth;
    mailer: Mailer;
    /** Sends the e-mail outbox; `wake()` after committing an enqueueEmail. */
    outbox: OutboxDispatcher;
    /** Housekeeping on intervals (lib/jobs.ts). */
    jobs: JobRunner;
  }
}

export interface AppConfig {
  env: Env;
  database: Database;
  logger?: FastifyServerOptions['logger'];
  /** Tests may pass their own; by default SMTP_URL decides. */
  mailer?: Mailer;
  /** The built web app; defaults to apps/web/dist. */
  webDist?: string;
  /** Tests shorten the live-socket timers and the outbox's; defaults otherwise. */
  realtime?: RealtimeOptions;
  outbox?: OutboxOptions;
  /** How long a session read stays trusted (plugins/session-cache.ts); tests of the cache shorten it. */
  sessionCacheMs?: number;
  /** How long each process trusts the platform's switches (modules/platform/settings.ts); 2 s by default. */
  platformSettingsCacheMs?: number;
  /** Where uploaded bytes live; the disk under DATA_DIR/files by default (a shared store when several servers run). */
  storage?: FileStore;
}

/** The nearest `hops` proxies are believed (Fastify's numeric trustProxy, which its types leave out). */
const trustHops = (hops: number) => (_address: string, hop: number) => hop < hops;

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server: plugins, then auth, then routes. Used by server.ts and by every API test. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const { env, database } = config;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: config.logger ?? loggerOptions(env.LOG_LEVEL),
    // X-Forwarded-For is anyone's to write: believed only from the proxies TRUST_PROXY names (none by default).
    trustProxy: typeof env.TRUST_PROXY === 'number' ? trustHops(env.TRUST_PROXY) : env.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    // One line per request instead of two (plugins/request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  registerRequestLog(app);
  registerSecurityHeaders(app, {
    // Scripts only from our own origin (no inline script); MUI/emotion inject <style> tags, hence inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        // The live-events socket: 'self' covers it in current browsers, the explicit ws(s) origin in older ones.
        // + the optional token sync address (SPEC §7), which the web app calls directly.
        connectSrc: ["'self'", new URL(env.APP_URL).origin.replace(/^http/, 'ws'), ...(env.SYNC_URL ? [new URL(env.SYNC_URL).origin] : [])],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
    // The social sign-in popup (docs/decisions/003) must keep its opener across the provider's pages.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
  registerOriginCheck(app, env.APP_URL);
  registerInputGuards(app);

  const mailer = config.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log, mode: env.NODE_ENV });
  const onMailError = (error: unknown) => app.log.error({ err: error }, 'e-mail could not be sent');
  const secret = resolveSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = initAuth({
    db: database.db,
    appUrl: env.APP_URL,
    secret,
    production,
    mailer,
    onMailError,
    socialProviders: env.SOCIAL_PROVIDERS,
    log: app.log,
    relaxCsrfForTests: env.NODE_ENV === 'test',
  });
  app.decorate('db', database.db);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  const outbox = createOutboxDispatcher({
    db: database.db,
    mailer,
    appUrl: env.APP_URL,
    log: app.log,
    options: config.outbox,
    attachments: { 'invoice-sent': invoiceMailAttachments(database.db) },
  });
  app.decorate('outbox', outbox);
  app.decorate('orderRateLimitMax', env.ORDER_RATE_LIMIT_MAX);
  const payments = paymentProvider(env);
  const storage = config.storage ?? new DiskFileStore(join(env.DATA_DIR, 'files'));
  const jobs = startJobs([idempotencyCleanupJob(database.db), invoiceOverdueJob(database.db), checkoutExpiryJob(database.db, payments), fileTrashJob(database.db, storage)], app.log);
  app.decorate('jobs', jobs);
  app.addHook('onClose', async () => {
    await jobs.stop();
    await outbox.stop();
    mailer.close();
  });

  await app.register(rateLimit, {
    global: false,
    // Counts in PostgreSQL: a limit holds across every server process on the database.
    store: databaseRateLimitStore(database.db),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await registerRealtime(app, { database, appUrl: env.APP_URL, ...config.realtime });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PharmaLink API', version: '0.1.0', description: 'Medicine ordering for Belgian pharmacies.' },
    },
    transform: jsonSchemaTransform,
  });
  if (env.API_DOCS) await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerSession(app, { auth, db: database.db, secret, secureCookies: production, cacheMs: config.sessionCacheMs });
  // Maintenance applies to every route below; each process re-reads the switch every 2 seconds.
  const platformSettings = createSettingsCache(database.db, config.platformSettingsCacheMs ?? 2000);
  registerMaintenanceGate(app, platformSettings);
  registerSignInGuard(app, secret);
  registerResetRequest(app, auth);
  registerAuthRoutes(app, auth, env.RATE_LIMIT_MAX);
  await app.register(healthRoutes);
  await app.register(platformRoutes, { settings: platformSettings });
  await app.register(accountRoutes, {
    auth,
    storage,
    rateLimitMax: env.RATE_LIMIT_MAX,
    onMailError,
    socialProviders: env.SOCIAL_PROVIDERS,
    syncUrl: env.SYNC_URL,
    faqUrl: env.FAQ_URL,
  });
  await app.register(imageRoutes, { storage });
  await app.register(catalogueRoutes);
  await app.register(pharmacyRoutes, { storage });
  await app.register(notificationRoutes);
  await app.register(auditRoutes);
  await app.register(shipperRoutes);
  await app.register(orderRoutes, { storage });
  await app.register(invoiceRoutes);
  await app.register(invoicePdfRoutes);
  await app.register(cartRoutes);
  await app.register(shopRoutes, { storage });
  await app.register(checkoutRoutes, { provider: payments, appUrl: env.APP_URL });
  await app.register(discountRoutes);
  await app.register(mailRoutes, { storage });
  await app.register(chatRoutes, { storage, appUrl: env.APP_URL });
  await app.register(calendarRoutes, { secret, appUrl: env.APP_URL });
  await app.register(kanbanRoutes, { storage });
  await app.register(contactRoutes, { secret, contactEmail: env.CONTACT_EMAIL });
  await app.register(fileRoutes, { storage });
  await app.register(dashboardRoutes);
  await app.register(blogRoutes);
  await app.register(blogManageRoutes, { storage });
  // A post's page with its meta tags, the feed and the sitemap, before the web app's catch-all.
  await app.register(blogPageRoutes, { webDist: config.webDist ?? env.WEB_DIST ?? defaultWebDist, appUrl: env.APP_URL });
  await registerWebApp(app, config.webDist ?? env.WEB_DIST ?? defaultWebDist);
  return app;
}
