import type { HTTPMethods } from 'fastify';

/**
 * The better-auth endpoints the product uses (apps/web/src/features/{auth,account}/api, the sync server's JWKS):
 * only these are bridged. The others (sign-up/email, update-user, delete-user, …) would bypass the product's own
 * rules, so they answer 404 like any unknown route.
 */
export const AUTH_ROUTES: readonly { method: HTTPMethods[]; url: string }[] = [
  { method: ['POST'], url: '/api/auth/sign-in/email' },
  { method: ['POST'], url: '/api/auth/sign-in/social' },
  // A provider may answer with a redirect (GET) or a form post (POST).
  { method: ['GET', 'POST'], url: '/api/auth/callback/:providerId' },
  { method: ['POST'], url: '/api/auth/link-social' },
  { method: ['GET'], url: '/api/auth/list-accounts' },
  { method: ['POST'], url: '/api/auth/sign-out' },
  { method: ['GET'], url: '/api/auth/get-session' },
  { method: ['GET'], url: '/api/auth/token' },
  { method: ['GET'], url: '/api/auth/jwks' },
  { method: ['GET'], url: '/api/auth/verify-email' },
  { method: ['POST'], url: '/api/auth/send-verification-email' },
  { method: ['POST'], url: '/api/auth/request-password-reset' },
  { method: ['POST'], url: '/api/auth/reset-password' },
  { method: ['POST'], url: '/api/auth/change-password' },
  { method: ['GET'], url: '/api/auth/list-sessions' },
  { method: ['POST'], url: '/api/auth/revoke-other-sessions' },
];
