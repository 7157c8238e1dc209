/** Live events constants, apart from zod so the web app's first bundle can import them for free. */

/** Where the authenticated websocket of live events is served (same origin as the app). */
export const LIVE_PATH = '/api/ws';

/** Close codes the server uses beyond the standard ones (4000-4999 are for applications). */
export const LIVE_CLOSE_CODES = {
  /** The session ended (signed out, expired, revoked): check the session before reconnecting. */
  sessionEnded: 4401,
  /** Too many sockets for one person: the oldest is closed. Not worth reconnecting at once. */
  replaced: 4409,
} as const;
