import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { htmlLangFor, toLanguage } from '../../lib/language-tags';
import { LANGUAGE_NATIVE_NAMES } from '../language/language-names';
import { useCurrentLanguage } from '../language/use-current-language';
import { useSelectLanguage } from '../language/use-select-language';

/** Language choice inside the settings panel; direction follows it (SettingsProvider listens). */
export function SettingsLanguageSelect() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const selectLanguage = useSelectLanguage();

  return (
    <TextField
      select
      fullWidth
      size="small"
      label={t('language.label')}
      value={current}
      onChange={(event) => void selectLanguage(event.target.value)}
      slotProps={{
        select: {
          renderValue: (value) => (
            <span lang={htmlLangFor(String(value))}>{LANGUAGE_NATIVE_NAMES[toLanguage(String(value))]}</span>
          ),
        },
      }}
    >
      {LANGUAGES.map((language) => (
        <MenuItem key={language} value={language} lang={htmlLangFor(language)}>
          {LANGUAGE_NATIVE_NAMES[language]}
        </MenuItem>
      ))}
    </TextField>
  );
}
