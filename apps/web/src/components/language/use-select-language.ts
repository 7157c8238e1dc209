import { useCallback } from 'react';
import { useTranslation } from '../../lib/translation';
import { changeLanguage } from '../../lib/i18n';
import { notifyToast } from '../notifications/toast';

/** Switches the interface language; a dictionary that fails to download (offline) is reported, not thrown. */
export function useSelectLanguage(): (language: string) => Promise<void> {
  const { t } = useTranslation();
  return useCallback(
    async (language: string) => {
      try {
        await changeLanguage(language);
      } catch {
        notifyToast('error', t('language.loadError'));
      }
    },
    [t],
  );
}
