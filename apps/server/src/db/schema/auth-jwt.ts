import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** better-auth `jwt` plugin keys: it signs the id tokens (token sync, bearer for GET /api/user) with the newest. */
export const authJwks = pgTable('auth_jwks', {
  id: text('id').primaryKey(),
  publicKey: text('public_key').notNull(),
  /** Encrypted with AUTH_SECRET by better-auth. */
  privateKey: text('private_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  expiresAt: timestamp('expires_at', { withTimezone: true }),
  alg: text('alg'),
  crv: text('crv'),
});
