import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import HourglassEmptyOutlined from '@mui/icons-material/HourglassEmptyOutlined';
import { useTranslation } from 'react-i18next';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';

function StatusPage({ kind, icon }: { kind: 'comingSoon' | 'maintenance'; icon: ReactElement }) {
  const { t } = useTranslation();
  const title = t(`pages.${kind}.title`);
  usePageTitle(title);
  return (
    <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 560, mx: 'auto' }}>
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
      <Typography variant="body1" sx={{ color: 'text.secondary' }}>
        {t(`pages.${kind}.description`)}
      </Typography>
      <Button component={RouterLink} to={paths.root} variant="contained" size="large">
        {t('errors.goHome')}
      </Button>
    </Stack>
  );
}

export const ComingSoonPage = () => <StatusPage kind="comingSoon" icon={<HourglassEmptyOutlined />} />;
export const MaintenancePage = () => <StatusPage kind="maintenance" icon={<BuildCircleOutlined />} />;
