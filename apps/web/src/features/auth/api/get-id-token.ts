import { api } from '../../../lib/api-client';

/** The signed-in person's id token (a short-lived JWT from better-auth's jwt plugin), for the token sync. */
export async function getIdToken(): Promise<string> {
  const { token } = await api<{ token: string }>('/api/auth/token');
  return token;
}
