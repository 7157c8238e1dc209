import { lazy, Suspense, useId, useState } from 'react';
import type { MouseEvent } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import { useTranslation } from '../../lib/translation';
import type { Language } from '@pharmacy/shared/languages';
import { htmlLangFor } from '../../lib/language-tags';
import { LazyTooltip } from '../hint/lazy-tooltip';
import { LANGUAGE_NATIVE_NAMES, LANGUAGE_SHORT_LABELS } from './language-names';
import { useCurrentLanguage } from './use-current-language';
import { useSelectLanguage } from './use-select-language';

const loadMenu = () => import('./language-menu');
const LanguageMenu = lazy(() => loadMenu().then((m) => ({ default: m.LanguageMenu })));

/** Header button showing the current language, with a menu of the seven languages. */
export function LanguagePopover() {
  const { t } = useTranslation();
  const current = useCurrentLanguage();
  const selectLanguage = useSelectLanguage();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu is mounted from the first opening on, so it can play its closing transition.
  const [menuWanted, setMenuWanted] = useState(false);
  const buttonId = useId();
  const menuId = useId();
  const open = anchor !== null;

  const choose = (language: Language) => {
    setAnchor(null);
    if (language !== current) void selectLanguage(language);
  };

  return (
    <>
      <LazyTooltip title={t('language.label')}>
        <IconButton
          id={buttonId}
          aria-label={t('language.change', { language: LANGUAGE_NATIVE_NAMES[current] })}
          aria-haspopup="menu"
          aria-controls={open ? menuId : undefined}
          aria-expanded={open ? 'true' : undefined}
          // Pointing at the button starts fetching the menu, so it is usually there by the click.
          onPointerEnter={() => void loadMenu()}
          onClick={(event: MouseEvent<HTMLElement>) => {
            setMenuWanted(true);
            setAnchor(event.currentTarget);
          }}
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
      </LazyTooltip>
      {menuWanted && (
        <Suspense fallback={null}>
          <LanguageMenu
            id={menuId}
            buttonId={buttonId}
            anchor={anchor}
            current={current}
            onChoose={choose}
            onClose={() => setAnchor(null)}
          />
        </Suspense>
      )}
    </>
  );
}
