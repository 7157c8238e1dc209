import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalPharmacyOutlined from '@mui/icons-material/LocalPharmacyOutlined';
import { useTranslation } from '../../../../lib/translation';
import { paths } from '../../../../config/paths';

const BADGES = ['pages.home.hero.badgePrescription', 'pages.home.hero.badgeCollect', 'pages.home.hero.badgeDelivery'] as const;

export function HomeHero() {
  const { t } = useTranslation();
  return (
    <Box
      component="section"
      aria-labelledby="home-hero-title"
      sx={(theme) => ({
        py: { xs: 8, md: 14 },
        background: `radial-gradient(ellipse at top, ${theme.alpha(theme.palette.primary.main, 0.14)}, transparent 65%)`,
      })}
    >
      <Container maxWidth="md">
        <Stack spacing={3} sx={{ alignItems: 'center', textAlign: 'center' }}>
          <Chip
            icon={<LocalPharmacyOutlined sx={{ '&&': { color: 'primary.main' } }} />}
            label={t('pages.home.hero.eyebrow')}
            variant="outlined"
            sx={{ fontWeight: 600 }}
          />
          <Typography id="home-hero-title" variant="h2" component="h1" sx={{ fontWeight: 800, maxWidth: 760 }}>
            {t('pages.home.hero.heading')}
          </Typography>
          <Typography variant="h6" component="p" sx={{ color: 'text.secondary', fontWeight: 400, maxWidth: 640 }}>
            {t('pages.home.hero.text')}
          </Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ pt: 1, width: { xs: 1, sm: 'auto' } }}>
            <Button component={RouterLink} to={paths.my.order} variant="contained" size="large">
              {t('pages.home.hero.order')}
            </Button>
            <Button component={RouterLink} to={paths.auth.register} variant="outlined" size="large" color="inherit">
              {t('pages.home.hero.register')}
            </Button>
          </Stack>
          <Stack
            component="ul"
            direction="row"
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'center', gap: 1, listStyle: 'none', p: 0, m: 0 }}
          >
            {BADGES.map((key) => (
              <Box key={key} component="li">
                <Chip label={t(key)} size="small" />
              </Box>
            ))}
          </Stack>
        </Stack>
      </Container>
    </Box>
  );
}
