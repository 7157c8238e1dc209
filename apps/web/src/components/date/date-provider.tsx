import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useTranslation } from '../../lib/translation';
import { useCurrentLanguage } from '../language/use-current-language';
import { DAYJS_LOCALES, isDayjsLocaleLoaded, loadDayjsLocale } from './dayjs-locales';
import { pickerTexts } from './picker-texts';

export interface DateProviderProps {
  children: ReactNode;
}

/**
 * Date pickers in the interface language (month names, first day of the week, field order).
 * Put it around the pages that use dates, not the app: pickers and dayjs then load only there.
 */
export function DateProvider({ children }: DateProviderProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  // Until a language's locale has arrived, the last one loaded stays in use.
  const [locale, setLocale] = useState(() =>
    isDayjsLocaleLoaded(language) ? DAYJS_LOCALES[language] : DAYJS_LOCALES.en,
  );
  useEffect(() => {
    let current = true;
    loadDayjsLocale(language).then(
      (next) => current && setLocale(next),
      (error: unknown) => console.error('[date] could not load the date locale', language, error),
    );
    return () => {
      current = false;
    };
  }, [language]);
  const localeText = useMemo(() => pickerTexts(t), [t]);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs} adapterLocale={locale} localeText={localeText}>
      {children}
    </LocalizationProvider>
  );
}
