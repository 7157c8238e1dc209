import Box from '@mui/material/Box';
import { useTranslation } from '../../lib/translation';
import { visuallyHidden } from '../page/visually-hidden';

/** Past this a menu shows "99+": the exact figure is on the page itself. */
const SHOWN_MAX = 99;

/**
 * A menu entry's unread count as a small pill; nothing at 0. Screen readers hear "3 unread" as part of the link's
 * name, while the pill's figure itself is hidden from them.
 */
export function UnreadBadge({ count, compact }: { count: number | undefined; compact?: boolean }) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <>
      <Box
        component="span"
        aria-hidden
        sx={{
          minWidth: compact ? 16 : 20,
          height: compact ? 16 : 20,
          px: 0.75,
          borderRadius: 10,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          bgcolor: 'error.main',
          color: 'error.contrastText',
          fontSize: compact ? 10 : 12,
          fontWeight: 700,
          lineHeight: 1,
          flexShrink: 0,
        }}
      >
        {count > SHOWN_MAX ? `${SHOWN_MAX}+` : count}
      </Box>
      <Box component="span" sx={visuallyHidden}>
        {` ${t('nav.unread', { count })}`}
      </Box>
    </>
  );
}
