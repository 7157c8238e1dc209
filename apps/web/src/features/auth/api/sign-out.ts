import { api } from '../../../lib/api-client';

/** Ends the server session (the cookie); the session state is cleared by `useAuth().signOut`. */
export function signOut(): Promise<unknown> {
  return api<unknown>('/api/auth/sign-out', { method: 'POST', body: {} });
}
