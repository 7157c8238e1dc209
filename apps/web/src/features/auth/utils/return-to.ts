import { isStaffRole, type Role } from '@pharmacy/shared/roles';
import { paths } from '../../../config/paths';

// Any origin works as the base: we only compare the parsed origin with it.
const BASE = 'http://same-site.invalid';

/**
 * A `returnTo` value is followed only when it is a path on this site: it must start with one `/`, must not
 * smuggle another host (`//evil.com`, `/\evil.com`, `https://…`) and must not point back into /auth (loops).
 */
export function getSafeReturnTo(value: string | null | undefined): string | null {
  if (!value || typeof value !== 'string') return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return null;
  // Browsers drop tabs and newlines and read `\` as `/`, which can turn `/\t/evil.com` into `//evil.com`: refuse them.
  if (value.includes('\\') || [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f)) return null;
  let url: URL;
  try {
    url = new URL(value, BASE);
  } catch {
    return null;
  }
  if (url.origin !== BASE) return null;
  if (url.pathname === '/auth' || url.pathname.startsWith('/auth/')) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Where a person lands after signing in when no usable `returnTo` is given. */
export function homePathFor(role: Role): string {
  return isStaffRole(role) ? paths.dashboard.root : paths.my.dashboard;
}

export function postLoginPath(role: Role, returnTo: string | null | undefined): string {
  return getSafeReturnTo(returnTo) ?? homePathFor(role);
}
