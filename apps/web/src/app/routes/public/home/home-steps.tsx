import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import BadgeOutlined from '@mui/icons-material/BadgeOutlined';
import LocalShippingOutlined from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import { useTranslation } from '../../../../lib/translation';

const STEPS: ReadonlyArray<{ key: string; icon: ReactElement }> = [
  { key: 'pharmacy', icon: <StorefrontOutlined /> },
  { key: 'prescription', icon: <BadgeOutlined /> },
  { key: 'handover', icon: <LocalShippingOutlined /> },
  { key: 'follow', icon: <TimelineOutlined /> },
];

/** How ordering works, in four honest steps (docs/PRODUCT.md "The medicine order"). */
export function HomeSteps() {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="home-steps-title" sx={{ pt: { xs: 2, md: 4 }, pb: { xs: 8, md: 12 } }}>
      <Container>
        <Typography id="home-steps-title" variant="h3" component="h2" sx={{ textAlign: 'center', mb: { xs: 5, md: 8 } }}>
          {t('pages.home.steps.title')}
        </Typography>
        <Grid container spacing={3} component="ol" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {STEPS.map((step, index) => (
            <Grid key={step.key} size={{ xs: 12, sm: 6, md: 3 }} component="li">
              <Card variant="outlined" sx={{ height: 1 }}>
                <CardContent sx={{ p: 3 }}>
                  <Box
                    aria-hidden
                    sx={(theme) => ({
                      width: 48,
                      height: 48,
                      mb: 2,
                      borderRadius: 1.5,
                      display: 'grid',
                      placeItems: 'center',
                      color: 'primary.main',
                      bgcolor: theme.alpha(theme.palette.primary.main, 0.1),
                    })}
                  >
                    {step.icon}
                  </Box>
                  <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                    {t('pages.home.steps.step', { number: index + 1 })}
                  </Typography>
                  <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
                    {t(`pages.home.steps.${step.key}.title`)}
                  </Typography>
                  <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                    {t(`pages.home.steps.${step.key}.text`)}
                  </Typography>
                </CardContent>
              </Card>
            </Grid>
          ))}
        </Grid>
      </Container>
    </Box>
  );
}
