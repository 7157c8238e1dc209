import type { LocaleInput } from '@fullcalendar/react';
import ar from '@fullcalendar/react/locales/ar';
import de from '@fullcalendar/react/locales/de';
import fr from '@fullcalendar/react/locales/fr';
import nl from '@fullcalendar/react/locales/nl';
import vi from '@fullcalendar/react/locales/vi';
import zhCn from '@fullcalendar/react/locales/zh-cn';
import type { Language } from '@pharmacy/shared/languages';

/** FullCalendar's texts (buttons, "all day", list headings) for the product's languages; English is built in. */
const LOCALES: Record<Exclude<Language, 'en'>, LocaleInput> = { ar, de, fr, nl, vi, cn: zhCn };

export function calendarLocale(language: Language): LocaleInput | 'en' {
  return language === 'en' ? 'en' : LOCALES[language];
}
