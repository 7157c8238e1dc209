import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useTranslation } from '../../../lib/translation';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { usePharmacyPlans } from '../../../api/platform';
import { PricingPlans } from './pricing-plans';

const PATIENT_POINTS = ['noFee', 'prescription', 'delivery'] as const;

/** Honest pricing: free for patients; pharmacies pay the plans an admin set, or agree terms when there are none. */
export function PricingPage() {
  const { t } = useTranslation();
  const title = t('pages.pricing.title');
  usePageTitle(title);
  const plans = usePharmacyPlans().data?.plans ?? [];
  return (
    <>
      <PageHeader title={title} subtitle={t('pages.pricing.subtitle')} />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card sx={{ height: 1 }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                {t('pages.pricing.patients.label')}
              </Typography>
              <Typography variant="h3" component="h2" sx={{ mb: 2 }}>
                {t('pages.pricing.patients.price')}
              </Typography>
              <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
                {PATIENT_POINTS.map((key) => (
                  <Stack key={key} component="li" direction="row" spacing={1.5}>
                    <CheckOutlined aria-hidden sx={{ color: 'success.main' }} />
                    <Typography variant="body1">{t(`pages.pricing.patients.${key}`)}</Typography>
                  </Stack>
                ))}
              </Stack>
              <Button component={RouterLink} to={paths.auth.register} variant="contained" size="large">
                {t('pages.home.hero.register')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined" sx={{ height: 1 }}>
            <CardContent sx={{ p: { xs: 3, md: 4 } }}>
              <Typography variant="overline" sx={{ color: 'text.secondary' }}>
                {t('pages.pricing.pros.label')}
              </Typography>
              <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
                {t('pages.pricing.pros.title')}
              </Typography>
              <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
                {t('pages.pricing.pros.text')}
              </Typography>
              <Button component={RouterLink} to={paths.contact} variant="outlined" color="inherit">
                {t('layout.links.contact')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
      {plans.length > 0 && (
        <>
          <Typography variant="h4" component="h2" sx={{ mt: { xs: 5, md: 8 }, mb: 1 }}>
            {t('pages.pricing.plans.title')}
          </Typography>
          <Typography variant="body1" sx={{ color: 'text.secondary', mb: 3 }}>
            {t('pages.pricing.plans.subtitle')}
          </Typography>
          <PricingPlans plans={plans} />
        </>
      )}
    </>
  );
}
