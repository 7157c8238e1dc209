import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MAINTENANCE_CODE } from '@pharmacy/shared/platform/constants';
import type { PlatformSettings, SettingsCache } from './settings';

/** What stays open to everyone during maintenance: health checks, the switches, signing in and who is signed in. */
const OPEN_API = [/^\/api\/health(\/|$)/, /^\/api\/platform\/status$/, /^\/api\/auth\//, /^\/api\/auth-config$/, /^\/api\/session$/, /^\/api\/me$/];
/** Pages anyone may still open: the maintenance page itself and sign-in (admins sign in to switch it off). */
const OPEN_PAGES = [/^\/maintenance$/, /^\/auth\//];
/** Retry-After when the admin gave no end: ten minutes. */
const DEFAULT_RETRY_SECONDS = 600;

const isPageNavigation = (path: string) => !path.startsWith('/api') && !path.startsWith('/assets/') && !/\.[a-z0-9]{1,5}$/i.test(path);

function retryAfterSeconds(settings: PlatformSettings): number {
  if (!settings.until) return DEFAULT_RETRY_SECONDS;
  return Math.max(60, Math.ceil((settings.until.getTime() - Date.now()) / 1000));
}

async function isAdmin(request: FastifyRequest): Promise<boolean> {
  const user = await request.currentUser();
  return user?.role === 'admin' && user.status === 'active';
}

/**
 * Maintenance (issue 18): while an admin has it on, the API answers 503 with Retry-After and page navigations go to
 * /maintenance, except for admins, health checks and sign-in. Every process reads the switch from the database
 * (settings.ts), so all of them follow within the cache's time, and it survives a restart.
 */
export function registerMaintenanceGate(app: FastifyInstance, settings: SettingsCache): void {
  app.addHook('onRequest', async (request, reply) => {
    const current = await settings.get();
    if (!current.maintenance) return;
    const path = request.url.split('?')[0]!;
    const api = path === '/api' || path.startsWith('/api/');
    if (api ? OPEN_API.some((open) => open.test(path)) : !isPageNavigation(path) || OPEN_PAGES.some((open) => open.test(path))) return;
    if (await isAdmin(request)) return;
    const retryAfter = String(retryAfterSeconds(current));
    if (api) {
      return reply
        .status(503)
        .header('Retry-After', retryAfter)
        .header('Cache-Control', 'no-store')
        .send({ code: MAINTENANCE_CODE, message: 'The platform is under maintenance. Please try again later.' });
    }
    return reply.header('Retry-After', retryAfter).header('Cache-Control', 'no-store').redirect('/maintenance', 307);
  });
}
