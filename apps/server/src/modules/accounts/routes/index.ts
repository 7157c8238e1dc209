import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Auth } from '../../../auth/auth';
import type { SocialProviderConfig } from '../../../env';
import type { FileStore } from '../../../lib/storage';
import { adminActionRoutes } from './admin-action-routes';
import { adminRoutes } from './admin-routes';
import { exportRoutes } from './export-routes';
import { meRoutes } from './me-routes';
import { publicProfileRoutes } from './public-profile-routes';
import { userApiRoutes } from './user-api-routes';

export interface AccountRoutesOptions {
  auth: Auth;
  storage: FileStore;
  /** Registrations per address per minute. */
  rateLimitMax: number;
  onMailError: (error: unknown) => void;
  socialProviders: readonly SocialProviderConfig[];
  syncUrl?: string;
  faqUrl?: string;
}

/**
 * Accounts: one's own (/api/me*), the SPEC user API (/api/user…), the admin's people and account decisions
 * (/api/admin/accounts…), the personal-data archive and the profile page.
 */
export const accountRoutes: FastifyPluginAsyncZod<AccountRoutesOptions> = async (app, options) => {
  const { auth, storage, rateLimitMax, onMailError, socialProviders, syncUrl, faqUrl } = options;
  await app.register(userApiRoutes, { auth, rateLimitMax, onMailError, socialProviders, syncUrl, faqUrl });
  await app.register(meRoutes, { storage });
  await app.register(adminRoutes, { onMailError });
  await app.register(adminActionRoutes, { storage });
  await app.register(exportRoutes, { storage });
  await app.register(publicProfileRoutes);
};
