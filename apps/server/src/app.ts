import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import helmet from '@fastify/helmet';
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
import { registerAuthRoutes } from './plugins/auth-routes';
import { registerSession } from './plugins/session';
import { registerWebApp } from './plugins/web-app';
import { healthRoutes } from './modules/health/routes';
import { userRoutes } from './modules/users/routes';
import { adminRoutes } from './modules/admin/routes';
import { catalogueRoutes } from './modules/catalogue/routes';
import { pharmacyRoutes } from './modules/pharmacies/routes';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    auth: Auth;
    mailer: Mailer;
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
}

/** Tokens travel in query strings (verification, reset links): the log keeps the path only. */
function serializeRequest(request: { method: string; url: string; ip?: string }) {
  return { method: request.method, url: request.url.split('?')[0], ip: request.ip };
}

const defaultWebDist = fileURLToPath(new URL('../../web/dist', import.meta.url));

/** Builds the whole server: plugins, then auth, then routes. Used by server.ts and by every API test. */
export async function buildApp(config: AppConfig): Promise<FastifyInstance> {
  const { env, database } = config;
  const production = env.NODE_ENV === 'production';
  const app = Fastify({
    logger: config.logger ?? { level: env.LOG_LEVEL, serializers: { req: serializeRequest } },
    trustProxy: production,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const mailer = config.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, log: app.log });
  const onMailError = (error: unknown) => app.log.error({ err: error }, 'e-mail could not be sent');
  const secret = resolveSecret(env.AUTH_SECRET, env.DATA_DIR);
  const auth = initAuth({
    db: database.db,
    appUrl: env.APP_URL,
    secret,
    production,
    mailer,
    onMailError,
  });
  app.decorate('db', database.db);
  app.decorate('auth', auth);
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  await app.register(helmet, {
    // Scripts only from our own origin (no inline script); MUI/emotion inject <style> tags, hence inline styles.
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        upgradeInsecureRequests: production ? [] : null,
      },
    },
    hsts: production,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      code: 'RATE_LIMITED',
      message: `Too many attempts. Please wait ${Math.ceil(context.ttl / 1000)} seconds and try again.`,
    }),
  });
  await app.register(swagger, {
    openapi: {
      info: { title: 'PharmaLink API', version: '0.1.0', description: 'Medicine ordering for Belgian pharmacies.' },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerSession(app, { auth, db: database.db, secret, secureCookies: production });
  registerAuthRoutes(app, auth, env.RATE_LIMIT_MAX);
  await app.register(healthRoutes);
  await app.register(userRoutes, { auth, rateLimitMax: env.RATE_LIMIT_MAX, onMailError });
  await app.register(adminRoutes, { mailer, appUrl: env.APP_URL, onMailError });
  await app.register(catalogueRoutes);
  await app.register(pharmacyRoutes);
  await registerWebApp(app, config.webDist ?? env.WEB_DIST ?? defaultWebDist);
  return app;
}
