import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import { useTranslation } from '../../../lib/translation';
import { Logo } from '../../../components/nav/logo';

const POINTS = ['layout.auth.point1', 'layout.auth.point2', 'layout.auth.point3'] as const;

/** The start-side panel of the auth layout (from `md`): what the product does, in three lines. */
export function AuthPitch() {
  const { t } = useTranslation();
  return (
    <Box
      component="aside"
      aria-label={t('layout.auth.aboutProduct')}
      sx={(theme) => ({
        display: { xs: 'none', md: 'flex' },
        flexDirection: 'column',
        width: { md: 420, lg: 480 },
        flexShrink: 0,
        p: 5,
        gap: 6,
        borderRight: `1px solid ${theme.palette.divider}`,
        background: `linear-gradient(160deg, ${theme.alpha(theme.palette.primary.main, 0.16)} 0%, ${theme.alpha(
          theme.palette.primary.main,
          0.02,
        )} 60%)`,
      })}
    >
      <Logo />
      <Stack spacing={3} sx={{ my: 'auto' }}>
        <Typography variant="h3" component="p" sx={{ fontWeight: 800 }}>
          {t('layout.auth.headline')}
        </Typography>
        <Stack component="ul" spacing={2} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {POINTS.map((key) => (
            <Stack key={key} component="li" direction="row" spacing={1.5} sx={{ alignItems: 'flex-start' }}>
              <CheckCircleOutline aria-hidden sx={{ color: 'primary.main', mt: 0.25 }} />
              <Typography variant="body1" sx={{ color: 'text.secondary' }}>
                {t(key)}
              </Typography>
            </Stack>
          ))}
        </Stack>
      </Stack>
    </Box>
  );
}
