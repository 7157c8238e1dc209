/**
 * Deployment-level settings of the web app. Read once here so nothing else touches `import.meta.env`.
 * Plain functions, no zod: this module is on the first page and must stay tiny.
 */
export const APP_NAME = 'PharmaLink';

/** The FAQ lives on the about page until an operator points VITE_FAQ_URL at a help centre. */
export const DEFAULT_FAQ_URL = '/about-us#faq';
/** A reserved domain: an install that forgets VITE_CONTACT_EMAIL shows an address that is obviously not live. */
export const DEFAULT_CONTACT_EMAIL = 'contact@pharmalink.example';

/** Accepts an absolute http(s) address or a site path; anything else (javascript:, typos) falls back. */
export function resolveFaqUrl(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_FAQ_URL;
  const trimmed = value.trim();
  if (trimmed.startsWith('/') && !trimmed.startsWith('//')) return trimmed;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : DEFAULT_FAQ_URL;
  } catch {
    return DEFAULT_FAQ_URL;
  }
}

export function resolveContactEmail(value: unknown): string {
  if (typeof value !== 'string') return DEFAULT_CONTACT_EMAIL;
  const trimmed = value.trim();
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed) ? trimmed : DEFAULT_CONTACT_EMAIL;
}

export const FAQ_URL = resolveFaqUrl(import.meta.env.VITE_FAQ_URL);
export const CONTACT_EMAIL = resolveContactEmail(import.meta.env.VITE_CONTACT_EMAIL);
