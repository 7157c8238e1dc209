import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import type { DashboardAppOf, DashboardOrderRow } from '@pharmacy/shared/schemas/dashboard-app';
import { useAppDashboard } from '../../../api/dashboards';
import { paths } from '../../../config/paths';
import { TodayFailed } from './today-failed';

export interface CustomerTodayProps {
  /** The order opened on the customer's home. */
  hrefOf: (orderId: string) => string;
}

interface Notice {
  key: string;
  severity: 'success' | 'info' | 'warning';
  text: string;
  to: string;
  action: string;
}

function noticesOf(
  figures: DashboardAppOf<'customer'>,
  t: (key: string, values?: Record<string, unknown>) => string,
  hrefOf: CustomerTodayProps['hrefOf'],
): Notice[] {
  const about = (o: DashboardOrderRow) => ({ reference: o.reference, pharmacy: o.pharmacyName ?? '' });
  return [
    ...figures.substitutionsToAnswer.map((o) => ({
      key: `sub-${o.id}`,
      severity: 'warning' as const,
      text: t('dashboards.app.customer.substitution', about(o)),
      to: hrefOf(o.id),
      action: t('dashboards.app.customer.answer'),
    })),
    ...figures.readyForPickup.map((o) => ({
      key: `ready-${o.id}`,
      severity: 'success' as const,
      text: t('dashboards.app.customer.ready', about(o)),
      to: hrefOf(o.id),
      action: t('dashboards.app.customer.open'),
    })),
    ...figures.paperPrescriptions.map((o) => ({
      key: `paper-${o.id}`,
      severity: 'info' as const,
      text: t('dashboards.app.customer.paper', about(o)),
      to: hrefOf(o.id),
      action: t('dashboards.app.customer.open'),
    })),
    ...(figures.unreadMessages > 0
      ? [
          {
            key: 'unread',
            severity: 'info' as const,
            text: t('dashboards.app.customer.unread', { count: figures.unreadMessages }),
            to: paths.my.chat.root,
            action: t('dashboards.app.customer.read'),
          },
        ]
      : []),
  ];
}

/**
 * What needs the patient today, above their orders: a substitute to answer, an order ready to collect, a paper
 * prescription to bring, unread messages. Nothing when nothing waits on them (the orders list says the rest).
 */
export function CustomerToday({ hrefOf }: CustomerTodayProps) {
  const { t } = useTranslation();
  const query = useAppDashboard();
  if (query.isError) return <TodayFailed retry={() => void query.refetch()} />;
  // Loading says nothing: the orders list below shows its own progress, and the notices are an addition to it.
  if (query.data?.role !== 'customer') return null;
  const notices = noticesOf(query.data, t, hrefOf);
  if (notices.length === 0) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t('dashboards.app.customer.title')} sx={{ mb: 3 }}>
      {notices.map((n) => (
        <Alert
          key={n.key}
          severity={n.severity}
          action={
            <Link
              component={RouterLink}
              to={n.to}
              color="inherit"
              sx={{ fontWeight: 600, whiteSpace: 'nowrap', alignSelf: 'center' }}
            >
              {n.action}
            </Link>
          }
        >
          {n.text}
        </Alert>
      ))}
    </Stack>
  );
}
