import type { LightMyRequestResponse } from 'fastify';
import sharp from 'sharp';
import { multipart, type Person, type World } from '../../orders/test-world';

/* Test-only: requests as a person (or anonymously). */
export function send(w: World, who: Person | undefined, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object): Promise<LightMyRequestResponse> {
  return w.t.app.inject({ method, url, headers: who ? { cookie: who.cookie } : {}, ...(payload ? { payload } : {}) });
}

/** A picture upload to a product as a person (or anonymously). */
export function uploadImage(w: World, who: Person | undefined, productId: string, bytes: Buffer): Promise<LightMyRequestResponse> {
  const body = multipart('file', 'photo.png', bytes);
  return w.t.app.inject({ method: 'POST', url: `/api/shop/products/${productId}/images`, headers: { ...body.headers, ...(who ? { cookie: who.cookie } : {}) }, payload: body.payload });
}

/** A small PNG. */
export const png = () => sharp({ create: { width: 60, height: 40, channels: 3, background: '#22c55e' } }).png().toBuffer();
