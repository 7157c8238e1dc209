import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { DashboardFile } from '@pharmacy/shared/schemas/dashboards';
import { ChartCard, type ChartState } from '../../components/charts/chart-card';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { paths } from '../../config/paths';
import { formatFileSize } from '../../lib/file-size';
import { formatTag } from '../../lib/language-tags';
import { isolate } from '../../lib/bidi';
import { kindName } from './file-dashboard-format';

interface CardProps {
  figures: DashboardFile | undefined;
  state: ChartState;
  height: number;
}

type Recent = DashboardFile['recent'][number];

/** The file manager at the file's folder (its home's space), where it can be opened, shared or moved. */
function managerHref(file: Recent): string {
  const params = new URLSearchParams({ ...(file.home === 'pharmacy' ? { space: 'pharmacy' } : {}), ...(file.folderId ? { folder: file.folderId } : {}) });
  const query = params.toString();
  return query ? `${paths.dashboard.fileManager}?${query}` : paths.dashboard.fileManager;
}

/** The five files changed last, each a link into the file manager. */
export function RecentFilesCard({ figures, state, height }: CardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const date = new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium' });
  return (
    <ChartCard heading="h2" title={t('dashboards.file.recent.title')} subtitle={t('dashboards.file.recent.subtitle')} state={state} height={height}>
      <Stack sx={{ height: 1, justifyContent: 'space-between' }}>
        <List dense disablePadding>
          {figures?.recent.map((file) => (
            <ListItem key={file.id} disableGutters>
              <ListItemText
                primary={
                  <Link component={RouterLink} to={managerHref(file)} sx={{ wordBreak: 'break-word' }}>
                    {file.name}
                  </Link>
                }
                secondary={`${isolate(kindName(file.mimeType))} · ${isolate(formatFileSize(file.size, language))} · ${date.format(new Date(file.updatedAt))}`}
              />
            </ListItem>
          ))}
        </List>
        <Link component={RouterLink} to={paths.dashboard.fileManager} variant="body2">
          {t('dashboards.file.recent.open')}
        </Link>
      </Stack>
    </ChartCard>
  );
}

/** What the caller shares and what is shared with them (live items only). */
export function SharingCard({ figures, state, height }: CardProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const number = new Intl.NumberFormat(formatTag(language));
  const rows = figures
    ? ([
        ['given', figures.sharing.given],
        ['people', figures.sharing.people],
        ['received', figures.sharing.received],
      ] as const)
    : [];
  return (
    <ChartCard heading="h2" title={t('dashboards.file.sharing.title')} subtitle={t('dashboards.file.sharing.subtitle')} state={state} height={height}>
      <Stack component="dl" spacing={2} sx={{ m: 0, height: 1, justifyContent: 'center' }}>
        {rows.map(([key, value]) => (
          <Stack key={key} direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline', gap: 2 }}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {t(`dashboards.file.sharing.${key}`)}
            </Typography>
            <Typography component="dd" variant="h5" sx={{ m: 0 }}>
              {number.format(value)}
            </Typography>
          </Stack>
        ))}
      </Stack>
    </ChartCard>
  );
}
