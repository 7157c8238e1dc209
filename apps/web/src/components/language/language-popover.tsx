import { useId, useState } from 'react';
import type { MouseEvent } from 'react';
import CheckIcon from '@mui/icons-material/Check';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '@pharmacy/shared/languages';
import type { Language } from '@pharmacy/shared/languages';
import { htmlLangFor } from '../../lib/language-tags';
import { primaryTextTone } from '../../theme/palette';
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_SHORT_LABELS } from './language-names';
import { useCurrentLanguage } from './use-current-language';
import { useSelectLanguage } from './use-select-language';

/** Header button showing the current language, with a menu of the seven languages. */
export function LanguagePopover() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const selectLanguage = useSelectLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  const choose = (language: Language) => {
    setAnchor(null);
    if (language !== current) void selectLanguage(language);
  };

  return (
    <>
      <Tooltip title={t('language.label')}>
        <IconButton
          id={buttonId}
          aria-label={t('language.change', { language: LANGUAGE_NATIVE_NAMES[current] })}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          <Box
            component="span"
            lang={htmlLangFor(current)}
            sx={{
              minWidth: 28,
              height: 28,
              px: 0.5,
              display: 'inline-flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 1,
              border: 1,
              borderColor: 'divider',
              typography: 'subtitle2',
              lineHeight: 1,
              color: 'text.primary',
            }}
          >
            {LANGUAGE_SHORT_LABELS[current]}
          </Box>
        </IconButton>
      </Tooltip>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={open}
        onClose={() => setAnchor(null)}
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
              onClick={() => choose(language)}
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
    </>
  );
}
