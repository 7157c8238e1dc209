import type { LightMyRequestResponse } from 'fastify';
import type { Person, World } from '../../orders/test-world';

/* Test-only: one request as a person (or anonymously), any method. */
export function send(w: World, who: Person | undefined, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return w.t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}
