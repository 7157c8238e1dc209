import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTACT_EMAIL, DEFAULT_FAQ_URL, resolveContactEmail, resolveFaqUrl } from './site';

describe('resolveFaqUrl', () => {
  it('keeps http(s) addresses and site paths', () => {
    expect(resolveFaqUrl('https://help.example.org/faq')).toBe('https://help.example.org/faq');
    expect(resolveFaqUrl(' http://faq.example.org ')).toBe('http://faq.example.org/');
    expect(resolveFaqUrl('/help')).toBe('/help');
  });

  it('falls back on anything unsafe or missing', () => {
    expect(resolveFaqUrl(undefined)).toBe(DEFAULT_FAQ_URL);
    expect(resolveFaqUrl('')).toBe(DEFAULT_FAQ_URL);
    expect(resolveFaqUrl('javascript:alert(1)')).toBe(DEFAULT_FAQ_URL);
    expect(resolveFaqUrl('//evil.example')).toBe(DEFAULT_FAQ_URL);
    expect(resolveFaqUrl('faq page')).toBe(DEFAULT_FAQ_URL);
  });
});

describe('resolveContactEmail', () => {
  it('keeps a plausible address and refuses the rest', () => {
    expect(resolveContactEmail('hello@pharmacy.be')).toBe('hello@pharmacy.be');
    expect(resolveContactEmail('not an address')).toBe(DEFAULT_CONTACT_EMAIL);
    expect(resolveContactEmail(undefined)).toBe(DEFAULT_CONTACT_EMAIL);
  });
});
