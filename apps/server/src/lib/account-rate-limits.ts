import type { FastifyRequest } from 'fastify';

/**
 * @fastify/rate-limit settings for a route limited per account (counted in PostgreSQL, lib/rate-limit-store.ts):
 * the signed-in person's id is the key; a request without a session is counted by its address.
 */
export function perAccountLimit(max: number, timeWindow: string) {
  return {
    max,
    timeWindow,
    keyGenerator: async (request: FastifyRequest) => {
      const user = await request.currentUser();
      return user ? `user:${user.uid}` : `ip:${request.ip}`;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** ORDER_RATE_LIMIT_MAX (env.ts). */
    orderRateLimitMax: number;
  }
}

/** Order submissions (POST /api/orders): a person places at most ORDER_RATE_LIMIT_MAX (20) per 10 minutes. */
export const ORDER_SUBMIT_LIMIT = {
  ...perAccountLimit(20, '10 minutes'),
  max: (request: FastifyRequest) => request.server.orderRateLimitMax,
};
