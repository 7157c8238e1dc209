import { describe, expect, it } from 'vitest';
import { socialErrorKey } from './social-popup';

describe('socialErrorKey', () => {
  it('says why a suspended account gets no session, as the password form does', () => {
    expect(socialErrorKey({ status: 'error', error: 'ACCOUNT_SUSPENDED' })).toBe('auth.errors.ACCOUNT_SUSPENDED');
  });

  it('keeps the provider errors it knows and a generic text for the rest', () => {
    expect(socialErrorKey({ status: 'error', error: 'access_denied' })).toBe('auth.social.errors.access_denied');
    expect(socialErrorKey({ status: 'error', error: 'something_else' })).toBe('auth.social.errors.generic');
  });
});
