import Box from '@mui/material/Box';
import { useTranslation } from '../../lib/translation';

export const MAIN_CONTENT_ID = 'main-content';

/** First focusable element of every layout: keyboard users jump over the header and navigation. */
export function SkipLink() {
  const { t } = useTranslation();
  return (
    <Box
      component="a"
      href={`#${MAIN_CONTENT_ID}`}
      sx={{
        position: 'fixed',
        top: 8,
        left: 8,
        zIndex: (theme) => theme.zIndex.tooltip + 1,
        px: 2,
        py: 1,
        borderRadius: 1,
        bgcolor: 'background.paper',
        color: 'text.primary',
        boxShadow: 8,
        fontWeight: 600,
        textDecoration: 'none',
        transform: 'translateY(-200%)',
        '&:focus': { transform: 'none', outline: '2px solid', outlineColor: 'primary.main' },
      }}
    >
      {t('layout.skipToContent')}
    </Box>
  );
}
