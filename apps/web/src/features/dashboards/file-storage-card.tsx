import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { ChartCard, type ChartState } from '../../components/charts/chart-card';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatFileSize } from '../../lib/file-size';
import { formatTag } from '../../lib/language-tags';
import { isolate } from '../../lib/bidi';

type Home = DashboardFile['homes'][number];

export interface FileStorageCardProps {
  figures: DashboardFile | undefined;
  state: ChartState;
  height: number;
}

/** Storage used of the quota per home (own files, then each pharmacy's), with files and the trash. */
export function FileStorageCard({ figures, state, height }: FileStorageCardProps) {
  const { t } = useTranslation();
  return (
    <ChartCard heading="h2" title={t('dashboards.file.storage.title')} subtitle={t('dashboards.file.storage.subtitle')} state={state} height={height}>
      <Stack spacing={3} sx={{ height: 1, justifyContent: 'center' }}>
        {figures?.homes.map((home) => <HomeUsage key={`${home.home}-${home.name ?? ''}`} home={home} />)}
      </Stack>
    </ChartCard>
  );
}

function HomeUsage({ home }: { home: Home }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const number = new Intl.NumberFormat(formatTag(language));
  const size = (bytes: number) => isolate(formatFileSize(bytes, language));
  const percent = home.quota > 0 ? Math.min(100, (home.used / home.quota) * 100) : 0;
  const title = home.home === 'pharmacy' ? (home.name ?? t('dashboards.file.storage.pharmacy')) : t('dashboards.file.storage.mine');
  const used = t('dashboards.file.storage.used', { used: size(home.used), quota: size(home.quota) });
  return (
    <Box>
      <Stack direction="row" sx={{ justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="subtitle2" component="h3">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {used}
        </Typography>
      </Stack>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={percent >= 90 ? 'error' : percent >= 75 ? 'warning' : 'primary'}
        aria-label={title}
        aria-valuetext={used}
        sx={{ height: 8, borderRadius: 4, my: 1 }}
      />
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('dashboards.file.storage.files', { formatted: number.format(home.files) })}
        {' · '}
        {t('dashboards.file.storage.trash', { formatted: number.format(home.trashFiles), size: size(home.trashBytes) })}
      </Typography>
    </Box>
  );
}
