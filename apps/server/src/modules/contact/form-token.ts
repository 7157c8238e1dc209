import { createHmac, timingSafeEqual } from 'node:crypto';
import { CONTACT_MIN_FILL_MS, CONTACT_TOKEN_MAX_AGE_MS } from '@pharmacy/shared/schemas/contact';

/*
 * The contact form's bot check without a third-party service: the page asks for a token saying when it was shown,
 * signed with the server's secret (so a script cannot date it back), and a submission that comes sooner than a
 * person could type, or a day later, is not filed.
 */

const sign = (secret: string, issuedAt: number) =>
  createHmac('sha256', secret).update(`contact-form:${issuedAt}`).digest('base64url');

export function makeFormToken(secret: string, issuedAt: number): string {
  return `${issuedAt}.${sign(secret, issuedAt)}`;
}

export type FormTokenCheck = 'ok' | 'too-fast' | 'expired' | 'invalid';

export function checkFormToken(secret: string, token: string, now: number): FormTokenCheck {
  const [time, mac, extra] = token.split('.');
  if (extra !== undefined || !time || !mac || !/^\d{1,15}$/.test(time)) return 'invalid';
  const issuedAt = Number(time);
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(mac);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'invalid';
  const age = now - issuedAt;
  if (age > CONTACT_TOKEN_MAX_AGE_MS) return 'expired';
  // A token from the future is as suspect as an instant one.
  if (age < CONTACT_MIN_FILL_MS) return 'too-fast';
  return 'ok';
}
