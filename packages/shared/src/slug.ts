/**
 * Readable, unique names in addresses (`/dashboard/pharmacy/{name}/edit`): lower case ASCII words joined by dashes.
 * The server appends `-2`, `-3`… when a slug is taken; a rename keeps the old slug as a redirect.
 */
export const SLUG_MAX = 60;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `fallback` is the slug of a name without Latin letters or digits (e.g. Arabic or Chinese), which still needs one. */
export function slugify(text: string, fallback = 'n'): string {
  const slug = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, SLUG_MAX)
    .replace(/-+$/g, '');
  return slug || fallback;
}

/** `base`, then `base-2`, `base-3`…, kept within SLUG_MAX. */
export function slugCandidate(base: string, attempt: number): string {
  if (attempt <= 1) return base;
  const suffix = `-${attempt}`;
  return `${base.slice(0, SLUG_MAX - suffix.length).replace(/-+$/g, '')}${suffix}`;
}
