import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANGUAGE_STORAGE_KEY } from '@pharmacy/shared/settings/constants';
import { firstLanguage } from './first-language';

const browserLanguages = (languages: string[]) => vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);

describe('firstLanguage', () => {
  afterEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('takes the stored choice first', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'nl');
    browserLanguages(['de-DE']);
    expect(firstLanguage()).toBe('nl');
  });

  it('then the first browser language the app has, zh-* being cn', () => {
    browserLanguages(['pt-BR', 'zh-CN', 'fr']);
    expect(firstLanguage()).toBe('cn');
  });

  it('falls back to English', () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'xx');
    browserLanguages(['pt-BR']);
    expect(firstLanguage()).toBe('en');
  });
});
