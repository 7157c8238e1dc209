import { describe, expect, it } from 'vitest';
import { getSafeReturnTo, homePathFor, postLoginPath } from './return-to';

describe('getSafeReturnTo', () => {
  it.each(['/dashboard/x', '/dashboard', '/my/order?step=2#top', '/dashboard/user/jane%20doe/edit'])('accepts the same-site path %s', (value) => {
    expect(getSafeReturnTo(value)).toBe(value);
  });

  it.each([
    ['protocol-relative URL', '//evil.com'],
    ['protocol-relative URL with path', '//evil.com/dashboard'],
    ['backslash trick', '/\\evil.com'],
    ['backslash inside', '/dashboard\\..\\\\evil.com'],
    ['absolute https URL', 'https://evil.com/dashboard'],
    ['absolute http URL', 'http://localhost:3000/dashboard'],
    ['javascript: URL', 'javascript:alert(1)'],
    ['relative path', 'dashboard/x'],
    ['tab to smuggle a slash', '/\t/evil.com'],
    ['newline', '/dash\nboard'],
    ['empty string', ''],
    ['the sign-in page itself (loop)', '/auth/login?returnTo=/auth/login'],
    ['the auth root', '/auth'],
  ])('rejects %s', (_label, value) => {
    expect(getSafeReturnTo(value)).toBeNull();
  });

  it('rejects a missing value', () => {
    expect(getSafeReturnTo(null)).toBeNull();
    expect(getSafeReturnTo(undefined)).toBeNull();
  });

  it('normalises dot segments without leaving the site', () => {
    expect(getSafeReturnTo('/dashboard/../my/order')).toBe('/my/order');
    expect(getSafeReturnTo('/../../evil')).toBe('/evil');
  });
});

describe('postLoginPath', () => {
  it('sends customers to /my/dashboard and staff to /dashboard by default', () => {
    expect(homePathFor('customer')).toBe('/my/dashboard');
    expect(homePathFor('pharmacy')).toBe('/dashboard');
    expect(homePathFor('shipper')).toBe('/dashboard');
    expect(homePathFor('admin')).toBe('/dashboard');
  });

  it('prefers a safe returnTo and ignores an unsafe one', () => {
    expect(postLoginPath('pharmacy', '/dashboard/order/list')).toBe('/dashboard/order/list');
    expect(postLoginPath('customer', '//evil.com')).toBe('/my/dashboard');
    expect(postLoginPath('shipper', 'https://evil.com')).toBe('/dashboard');
  });
});
