import type { ReactElement, ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { useTranslation } from '../../../lib/translation';
import { usePlatformStatus } from '../../../api/platform';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { Countdown } from '../../../features/platform/countdown';
import { formatPlatformMoment } from '../../../features/platform/platform-format';
import { toLanguage } from '../../../lib/language-tags';

function StatusPage({ title, icon, children }: { title: string; icon: ReactElement; children: ReactNode }) {
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 600, mx: 'auto' }}>
      <Box
        aria-hidden
        sx={(theme) => ({
          width: 96,
          height: 96,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          color: 'primary.main',
          bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
          '& svg': { fontSize: 48 },
        })}
      >
        {icon}
      </Box>
      <Typography variant="h3" component="h1">
        {title}
      </Typography>
      {children}
    </Stack>
  );
}

const HomeButton = () => {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={paths.root} variant="contained" size="large">
      {t('errors.goHome')}
    </Button>
  );
};

/**
 * /maintenance: where the server sends every page while an admin has maintenance on (issue 18). It shows the admin's
 * words and the expected end, checks again every 30 seconds, and says when the platform is back.
 */
export function MaintenancePage() {
  const { t, i18n } = useTranslation();
  const status = usePlatformStatus({ refetchInterval: 30_000 });
  const over = status.data && !status.data.maintenance;
  return (
    <StatusPage title={over ? t('pages.maintenance.overTitle') : t('pages.maintenance.title')} icon={<BuildCircleOutlined />}>
      {status.isPending && <Skeleton variant="text" width="80%" />}
      {over && (
        <>
          <Typography sx={{ color: 'text.secondary' }}>{t('pages.maintenance.over')}</Typography>
          <HomeButton />
        </>
      )}
      {(status.data?.maintenance || status.isError) && (
        <>
          <Typography sx={{ color: 'text.secondary' }}>{t('pages.maintenance.description')}</Typography>
          {status.data?.message && (
            <Alert severity="info" icon={false} sx={{ textAlign: 'start', width: 1 }}>
              {/* The admin's words keep their own direction whatever the page's. */}
              <Box component="span" dir="auto" sx={{ display: 'block', whiteSpace: 'pre-line' }}>
                {status.data.message}
              </Box>
            </Alert>
          )}
          {status.data?.until && (
            <Typography>{t('pages.maintenance.until', { time: formatPlatformMoment(status.data.until, toLanguage(i18n.language)) })}</Typography>
          )}
          <Button variant="outlined" color="inherit" size="large" loading={status.isFetching} onClick={() => void status.refetch()}>
            {t('pages.maintenance.checkAgain')}
          </Button>
          <Link component={RouterLink} to={paths.auth.login} variant="body2">
            {t('pages.maintenance.teamSignIn')}
          </Link>
        </>
      )}
    </StatusPage>
  );
}

/** /coming-soon: the launch date an admin set, counted down; the general words when there is none. */
export function ComingSoonPage() {
  const { t, i18n } = useTranslation();
  const status = usePlatformStatus();
  const launchAt = status.data?.launchAt ? Date.parse(status.data.launchAt) : null;
  const live = launchAt !== null && launchAt <= Date.now();
  return (
    <StatusPage title={live ? t('pages.comingSoon.liveTitle') : t('pages.comingSoon.title')} icon={<HourglassEmptyOutlined />}>
      {status.isPending ? (
        <Skeleton variant="rounded" width="100%" height={96} />
      ) : launchAt !== null && !live ? (
        <>
          <Typography sx={{ color: 'text.secondary' }}>
            {t('pages.comingSoon.launch', { time: formatPlatformMoment(status.data!.launchAt!, toLanguage(i18n.language)) })}
          </Typography>
          <Countdown target={launchAt} />
        </>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{live ? t('pages.comingSoon.live') : t('pages.comingSoon.description')}</Typography>
      )}
      <HomeButton />
    </StatusPage>
  );
}
