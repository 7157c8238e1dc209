import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import type { CalendarKind } from '@pharmacy/shared/schemas/calendar';
import { CALENDAR_KIND_COLORS } from '@pharmacy/shared/calendar/constants';

export interface KindLegendProps {
  kinds: CalendarKind[];
  hidden: ReadonlySet<CalendarKind>;
  onToggle: (kind: CalendarKind) => void;
}

/** The kinds' colours, each a toggle that hides or shows that kind's events. */
export function KindLegend({ kinds, hidden, onToggle }: KindLegendProps) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      role="group"
      aria-label={t('calendar.legend')}
      sx={{ flexWrap: 'wrap', gap: 1 }}
    >
      {kinds.map((kind) => {
        const shown = !hidden.has(kind);
        return (
          <Chip
            key={kind}
            size="small"
            variant={shown ? 'filled' : 'outlined'}
            aria-pressed={shown}
            onClick={() => onToggle(kind)}
            label={t(`calendar.kinds.${kind}`)}
            icon={
              <Box
                component="span"
                aria-hidden
                sx={{
                  width: 10,
                  height: 10,
                  borderRadius: '50%',
                  bgcolor: shown ? CALENDAR_KIND_COLORS[kind] : 'transparent',
                  border: 2,
                  borderColor: CALENDAR_KIND_COLORS[kind],
                }}
              />
            }
            sx={{ textDecoration: shown ? 'none' : 'line-through', '& .MuiChip-icon': { marginInlineStart: 1 } }}
          />
        );
      })}
    </Stack>
  );
}
