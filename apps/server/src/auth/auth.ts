import { randomUUID } from 'node:crypto';
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware, getSessionFromCtx } from 'better-auth/api';
import { jwt } from 'better-auth/plugins/jwt';
import { passwordSchema, PASSWORD_MAX, PASSWORD_MIN } from '@pharmacy/shared/schemas/auth';
import type { Db } from '../db/client';
import { authAccount, authJwks, authSession, authUser, authVerification } from '../db/schema';
import type { SocialProviderConfig } from '../env';
import type { Mailer } from '../lib/mail';
import { renderMail, type MailKind } from '../lib/mail-templates/render';
import { findProfileLanguage, hasSignInMethod } from '../modules/accounts/repository/profile';
import { ensureProfile } from '../modules/accounts/commands/ensure-profile';
import { checkSocialIntent, currentSocialIntent, SOCIAL_DONE_PATH, socialProviders } from './social';
import { authLogger } from './auth-logging';
import type { FastifyBaseLogger } from 'fastify';
import { refuseClosedAccount, requireActiveForToken } from './account-status';
import { passwordOwner } from './password-owner';
import { passwordWeakness } from './password-strength';

export interface AuthOptions {
  db: Db;
  appUrl: string;
  secret: string;
  production: boolean;
  mailer: Mailer;
  onMailError: (error: unknown) => void;
  /** Configured social sign-in providers (env.ts); none = password only. */
  socialProviders?: readonly SocialProviderConfig[];
  /** better-auth logs here (the app's logger) instead of the console. */
  log?: FastifyBaseLogger;
  /** Tests only (NODE_ENV=test): better-auth's own CSRF check is off, as better-auth itself does there. */
  relaxCsrfForTests?: boolean;
}

export const SESSION_EXPIRES_IN = 60 * 60 * 24 * 7;
/** After this long, the next request goes through better-auth, which extends the session. */
export const SESSION_UPDATE_AGE = 60 * 60 * 24;
export const SESSION_COOKIE = 'pharmalink.session_token';

/** The paths where a new password is chosen: the shared password rules apply there too. */
const NEW_PASSWORD_PATHS = new Set(['/reset-password', '/change-password']);

/** Lifetime of the id token (better-auth `jwt` plugin) the web app sends to the sync address and as a bearer. */
export const ID_TOKEN_EXPIRES_IN = 15 * 60;

export function initAuth(options: AuthOptions) {
  const { db, appUrl, mailer } = options;
  const send = (kind: MailKind, user: { id: string; email: string; name: string }, link: string) =>
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
      schema: {
        user: authUser,
        session: authSession,
        account: authAccount,
        verification: authVerification,
        jwks: authJwks,
      },
    }),
    user: {
      additionalFields: {
        // Set by the server at registration (docs/PRODUCT.md: never trust the client for the role).
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
        const link = `${appUrl}/auth/new-password?token=${encodeURIComponent(token)}`;
        // An account an admin made has no way to sign in yet: the same link, worded as a welcome.
        void hasSignInMethod(db, user.id)
          .then((has) => send(has ? 'reset' : 'welcome', user, link))
          .catch(options.onMailError);
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
    account: {
      // An e-mail that already has an account is never joined to a provider at sign-in: the person signs in the way
      // they already can (that proves the account), then links the provider, whose e-mail must match and be verified.
      accountLinking: { enabled: true, disableImplicitLinking: true, allowDifferentEmails: false },
    },
    // OAuth failures (cancelled at the provider, unlinked e-mail, stale state) land on the popup's last page.
    // An unexpected error is thrown on to Fastify's error handler (logged without data, answered 500 in the
    // product's shape) rather than printed whole to the console by better-auth's router.
    onAPIError: { errorURL: `${appUrl}${SOCIAL_DONE_PATH}`, throw: true },
    ...(options.log ? { logger: authLogger(options.log) } : {}),
    databaseHooks: {
      // Every way of signing in ends here: suspended and refused accounts get no session.
      session: { create: { before: async (session) => void (await refuseClosedAccount(db, session.userId)) } },
      user: {
        create: {
          // Only better-auth creates users this way (first social sign-in): the role chosen before the flow.
          before: async (user) => {
            const intent = await currentSocialIntent();
            return intent ? { data: { ...user, role: intent.role } } : undefined;
          },
          // After the user + account commit: the SPEC profile and role link, before any session is read.
          after: async (user) => {
            const intent = await currentSocialIntent();
            await ensureProfile(db, user.id, intent?.language);
          },
        },
      },
    },
    plugins: [
      ...(options.socialProviders?.length ? [socialProviders(options.socialProviders)] : []),
      jwt({
        jwt: {
          expirationTime: `${ID_TOKEN_EXPIRES_IN}s`,
          // `sid` lets a bearer be refused once its session is signed out or revoked.
          definePayload: async ({ user, session }) => {
            await requireActiveForToken(db, user.id);
            return { email: user.email, role: (user as { role?: string }).role, sid: session.id };
          },
        },
        // The web app asks GET /api/auth/token when it needs one; no token minted on every session read.
        disableSettingJwtHeader: true,
      }),
    ],
    // One mechanism for limits: @fastify/rate-limit on the sensitive routes (see plugins/auth-routes.ts).
    rateLimit: { enabled: false },
    advanced: {
      cookiePrefix: 'pharmalink',
      useSecureCookies: options.production,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure: options.production },
      database: { generateId: () => randomUUID() },
      // better-auth turns its callback-URL check off under NODE_ENV=test: kept on, tests get production's answers
      // (a callbackURL outside APP_URL gave a redirect there, or a 500, in tests only). Its Origin-on-cookie CSRF
      // check stays off in tests as before (injected requests carry no Origin); plugins/origin-check.ts runs there.
      disableOriginCheck: false,
      disableCSRFCheck: options.relaxCsrfForTests === true,
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        await checkSocialIntent(ctx);
        if (!NEW_PASSWORD_PATHS.has(ctx.path)) return;
        const body = ctx.body as { newPassword?: unknown; token?: unknown } | undefined;
        const result = passwordSchema.safeParse(body?.newPassword);
        // The length rule first, then how guessable it is for this person (auth/password-strength.ts).
        const reason = result.success
          ? passwordWeakness(result.data, await passwordOwner(db, { token: body?.token, session: () => getSessionFromCtx(ctx) }))
          : result.error.issues[0]!.message;
        if (reason) {
          throw new APIError('BAD_REQUEST', {
            code: 'VALIDATION',
            message: 'The new password is not strong enough.',
            fields: { newPassword: reason },
          });
        }
      }),
    },
  });
}

export type Auth = ReturnType<typeof initAuth>;
