import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { DashboardOrderRow } from '@pharmacy/shared/schemas/dashboard-app';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { isolate } from '../../../lib/bidi';
import { orderStatusPaletteColor } from '../../../lib/order-status-colors';
import { timeAgo } from '../../../lib/time-ago';
import { TodayRows } from './today-section';


export interface TodayOrderListProps {
  orders: DashboardOrderRow[];
  /** The order's own page for this reader. */
  hrefOf: (order: DashboardOrderRow) => string;
  /** Which time the rows say: when it was placed (what waits) or when it last moved (what is under way). */
  time: 'placed' | 'moved';
}

/** Orders as links by reference, each with its status, where it comes from or goes, and how long ago. */
export function TodayOrderList({ orders, hrefOf, time }: TodayOrderListProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <TodayRows>
      {orders.map((order) => {
        const where = [order.pharmacyName, [order.postalCode, order.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .map((s) => isolate(s!));
        const when = t(`dashboards.app.${time}`, {
          ago: timeAgo(time === 'placed' ? order.createdAt : order.updatedAt, language),
        });
        return (
          <li key={order.id}>
            <Stack direction="row" spacing={1.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Link component={RouterLink} to={hrefOf(order)} sx={{ fontWeight: 600 }}>
                {order.reference}
              </Link>
              <Typography
                variant="body2"
                component="span"
                sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75 }}
              >
                <Box
                  component="span"
                  aria-hidden
                  sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: orderStatusPaletteColor(order.status) }}
                />
                {t(`dashboards.app.status.${order.status}`)}
              </Typography>
            </Stack>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {[...where, when].join(' · ')}
            </Typography>
          </li>
        );
      })}
    </TodayRows>
  );
}
