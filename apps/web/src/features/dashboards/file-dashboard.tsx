import { lazy } from 'react';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../lib/translation';
import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { dashboardCsvHref, useRangeDashboard } from '../../api/dashboards';
import { ChartCard } from '../../components/charts/chart-card';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatTag } from '../../lib/language-tags';
import { DashboardToolbar } from './dashboard-toolbar';
import { LazyChart } from './lazy-chart';
import { RecentFilesCard, SharingCard } from './file-lists-cards';
import { FileStorageCard } from './file-storage-card';
import { useDateRange } from './use-date-range';
import { widgetState } from './widget-state';

// MUI X Charts arrive with this page's charts only (see the components gallery): never in the shell's first load.
const UploadsChart = lazy(() => import('./file-dashboard-charts').then((m) => ({ default: m.UploadsChart })));
const KindsChart = lazy(() => import('./file-dashboard-charts').then((m) => ({ default: m.KindsChart })));

const HEIGHT = 260;

const noFiles = (f: DashboardFile) => f.homes.every((h) => h.used === 0 && h.files === 0 && h.trashFiles === 0);

/**
 * /dashboard/file (issue 19): the signed-in person's storage (their own files and, for pharmacy staff, their
 * pharmacy's), what was added per day of the range, storage by type, recent files and sharing. Every widget shows
 * its loading, error and empty states; the figures are the server's (GET /api/dashboards/file).
 */
export function FileDashboard() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const [range, setRange] = useDateRange();
  const query = useRangeDashboard('file', range);
  const figures = query.isError ? undefined : query.data;
  const day = new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium', timeZone: 'UTC' });
  const span = {
    from: day.format(new Date(`${range.from}T00:00:00Z`)),
    to: day.format(new Date(`${range.to}T00:00:00Z`)),
  };

  const storage = widgetState(query, noFiles, t('dashboards.file.storage.empty'));
  const uploads = widgetState(query, (f) => f.uploads.every((d) => d.files === 0), t('dashboards.file.uploads.empty'));
  const kinds = widgetState(query, (f) => f.byKind.every((k) => k.bytes === 0), t('dashboards.file.kinds.empty'));
  const recent = widgetState(query, (f) => f.recent.length === 0, t('dashboards.file.recent.empty'));
  const sharing = widgetState(
    query,
    (f) => f.sharing.given + f.sharing.received === 0,
    t('dashboards.file.sharing.empty'),
  );

  return (
    <Stack spacing={3}>
      <DashboardToolbar
        range={range}
        onChange={setRange}
        error={query.error}
        csvHref={dashboardCsvHref('file', range)}
      />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 6 }}>
          <FileStorageCard figures={figures} state={storage} height={HEIGHT} />
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <ChartCard
            heading="h2"
            title={t('dashboards.file.kinds.title')}
            subtitle={t('dashboards.file.kinds.subtitle')}
            state={kinds}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <KindsChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={12}>
          <ChartCard
            heading="h2"
            title={t('dashboards.file.uploads.title')}
            subtitle={t('dashboards.file.uploads.subtitle', span)}
            state={uploads}
            height={HEIGHT}
          >
            {figures && (
              <LazyChart height={HEIGHT}>
                <UploadsChart figures={figures} height={HEIGHT} />
              </LazyChart>
            )}
          </ChartCard>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <RecentFilesCard figures={figures} state={recent} height={HEIGHT} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <SharingCard figures={figures} state={sharing} height={HEIGHT} />
        </Grid>
      </Grid>
    </Stack>
  );
}
