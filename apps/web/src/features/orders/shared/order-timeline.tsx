import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { OrderHistoryEntry } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { OrderStatusChip } from './order-status-chip';

export interface OrderTimelineProps {
  history: readonly OrderHistoryEntry[];
}

/** The order's trace (docs/PRODUCT.md: parcels traceable from pharmacy to patient): who did what, when, newest last. */
export function OrderTimeline({ history }: OrderTimelineProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const format = new Intl.DateTimeFormat(language === 'cn' ? 'zh-CN' : language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <List component="ol" aria-label={t('orders.timeline.label')} disablePadding>
      {history.map((entry, index) => (
        <ListItem
          key={`${entry.at}-${index}`}
          disableGutters
          sx={{ alignItems: 'flex-start', gap: 2, borderInlineStart: 2, borderColor: 'divider', ps: 2, ms: 1, py: 1 }}
        >
          <Stack spacing={0.5} sx={{ minWidth: 0 }}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <OrderStatusChip status={entry.to} />
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {t(`orders.action.${entry.action}`)}
              </Typography>
            </Stack>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <time dateTime={entry.at}>{format.format(new Date(entry.at))}</time>
              {entry.actor && ` · ${entry.actor.displayName} (${t(`layout.roles.${entry.actor.role}`)})`}
            </Typography>
            {entry.note && (
              <Typography variant="body2" dir="auto" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                {entry.note}
              </Typography>
            )}
          </Stack>
        </ListItem>
      ))}
    </List>
  );
}
