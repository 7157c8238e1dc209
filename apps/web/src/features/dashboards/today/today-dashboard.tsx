import Box from '@mui/material/Box';
import { useTranslation } from '../../../lib/translation';
import { useAppDashboard } from '../../../api/dashboards';
import { AdminToday } from './admin-today';
import { PharmacyToday } from './pharmacy-today';
import { ShipperToday } from './shipper-today';
import { TodayFailed } from './today-failed';
import { TileGrid } from './today-tile';

/** Grey blocks where the tiles will be, so the page does not jump when they come. */
function Placeholder() {
  const { t } = useTranslation();
  return (
    <div role="status" aria-label={t('settings.progress.loading')}>
      <TileGrid>
        {Array.from({ length: 8 }, (_, i) => (
          <Box key={i} sx={{ height: 112, borderRadius: 1, bgcolor: 'action.hover' }} />
        ))}
      </TileGrid>
    </div>
  );
}

/**
 * /dashboard/app (issue 19): today's work for the signed-in pharmacist, courier or admin, from
 * GET /api/dashboards/app. It reads again on live order and chat events and every minute, so its numbers follow the
 * lists. (Customers see their part on their own home, /my/dashboard.)
 */
export function TodayDashboard() {
  const query = useAppDashboard();
  if (query.isPending) return <Placeholder />;
  if (query.isError) return <TodayFailed retry={() => void query.refetch()} />;
  const figures = query.data;
  switch (figures.role) {
    case 'pharmacy':
      return <PharmacyToday figures={figures} />;
    case 'shipper':
      return <ShipperToday figures={figures} />;
    case 'admin':
      return <AdminToday figures={figures} />;
    case 'customer':
      return null;
  }
}
