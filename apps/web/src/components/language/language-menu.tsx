import CheckIcon from '@mui/icons-material/Check';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useTranslation } from '../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';
import { htmlLangFor } from '../../lib/language-tags';
import { primaryTextTone } from '../../theme/palette';
import { LANGUAGE_NATIVE_NAMES } from './language-names';

export interface LanguageMenuProps {
  id: string;
  buttonId: string;
  anchor: HTMLElement | null;
  current: Language;
  onChoose: (language: Language) => void;
  onClose: () => void;
}

/** The menu of the seven languages (a chunk of its own, with MUI's Menu: fetched when the button is first used). */
export function LanguageMenu({ id, buttonId, anchor, current, onChoose, onClose }: LanguageMenuProps) {
  const { t } = useTranslation();
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-labelledby': buttonId, dense: true }, paper: { sx: { minWidth: 220 } } }}
    >
      {LANGUAGES.map((language) => {
        const selected = language === current;
        return (
          <MenuItem
            key={language}
            selected={selected}
            role="menuitemradio"
            aria-checked={selected}
            onClick={() => onChoose(language)}
          >
            <ListItemText
              primary={LANGUAGE_NATIVE_NAMES[language]}
              secondary={t(`language.names.${language}`)}
              slotProps={{ primary: { lang: htmlLangFor(language) } }}
            />
            <ListItemIcon sx={{ justifyContent: 'flex-end', visibility: selected ? 'visible' : 'hidden' }}>
              <CheckIcon fontSize="small" sx={(theme) => ({ color: primaryTextTone(theme.palette) })} />
            </ListItemIcon>
          </MenuItem>
        );
      })}
    </Menu>
  );
}
