import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { passwordSchema, PASSWORD_MAX, PASSWORD_MIN } from '@pharmacy/shared/schemas/auth';
import type { Db } from '../db/client';
import { authAccount, authSession, authUser, authVerification } from '../db/schema';
import type { Mailer } from '../lib/mail';
import { renderMail } from '../lib/mail-templates/render';
import { findProfileLanguage } from '../modules/users/repository';

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
  production: boolean;
  mailer: Mailer;
  onMailError: (error: unknown) => void;
}

export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 7;
/** After this long, the next request goes through better-auth, which extends the session. */
export const SESSION_UPDATE_AGE = 60 * 60 * 24;
export const SESSION_COOKIE = 'pharmalink.session_token';

/** The paths where a new password is chosen: the shared password rules apply there too. */
const NEW_PASSWORD_PATHS = new Set(['/reset-password', '/change-password']);

export function initAuth(options: AuthOptions) {
  const { db, appUrl, mailer } = options;
  const send = (kind: 'verify' | 'reset', user: { id: string; email: string; name: string }, link: string) =>
    findProfileLanguage(db, user.id)
      .then((language) => mailer.send(renderMail(kind, { to: user.email, name: user.name, link, language })))
      .catch(options.onMailError);

  return betterAuth({
    appName: 'PharmaLink',
    baseURL: appUrl,
    basePath: '/api/auth',
    secret: options.secret,
    telemetry: { enabled: false },
    trustedOrigins: [appUrl],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    user: {
      additionalFields: {
        // Set by the server at registration (PRODUCT.md: never trust the client for the role).
        role: { type: 'string', required: false, defaultValue: 'customer', input: false },
      },
    },
    emailAndPassword: {
      enabled: true,
      requireEmailVerification: true,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      // The link opens the web page, which posts the token back with the new password.
      sendResetPassword: async ({ user, token }) => {
        void send('reset', user, `${appUrl}/auth/new-password?token=${encodeURIComponent(token)}`);
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: 24 * 60 * 60,
      sendVerificationEmail: async ({ user, token }) => {
        void send('verify', user, `${appUrl}/auth/verify?token=${encodeURIComponent(token)}`);
      },
    },
    session: { expiresIn: SESSION_EXPIRES_IN, updateAge: SESSION_UPDATE_AGE },
    // One mechanism for limits: @fastify/rate-limit on the sensitive routes (see plugins/auth-routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'pharmalink',
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
      database: { generateId: () => randomUUID() },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (!NEW_PASSWORD_PATHS.has(ctx.path)) return;
        const result = passwordSchema.safeParse((ctx.body as { newPassword?: unknown } | undefined)?.newPassword);
        if (!result.success) {
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION',
            message: 'The new password is not strong enough.',
            fields: { newPassword: result.error.issues[0]!.message },
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof initAuth>;
