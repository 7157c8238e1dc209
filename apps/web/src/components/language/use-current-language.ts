import { useTranslation } from '../../lib/translation';
import type { Language } from '@pharmacy/shared/languages';
import { toLanguage } from '../../lib/language-tags';

/** The interface language as one of the product's seven codes (re-renders when it changes). */
export function useCurrentLanguage(): Language {
  const { i18n } = useTranslation();
  return toLanguage(i18n.language);
}
