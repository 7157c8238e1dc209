import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CheckOutlined from '@mui/icons-material/CheckOutlined';
import { useTranslation } from '../../../lib/translation';
import type { PharmacyPlan } from '@pharmacy/shared/schemas/platform';
import { paths } from '../../../config/paths';
import { formatEuros } from '../../../lib/money';

/** The plans an admin set for pharmacies (GET /api/platform/plans), in the admin's words and order. */
export function PricingPlans({ plans }: { plans: PharmacyPlan[] }) {
  const { t, i18n } = useTranslation();
  return (
    <Grid container spacing={3}>
      {plans.map((plan) => (
        <Grid key={plan.id} size={{ xs: 12, sm: 6, md: plans.length > 2 ? 4 : 6 }}>
          <Card variant="outlined" sx={{ height: 1, borderColor: plan.highlighted ? 'primary.main' : undefined, borderWidth: plan.highlighted ? 2 : 1 }}>
            <CardContent component="article" aria-label={plan.name} sx={{ p: { xs: 3, md: 4 } }}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, flexWrap: 'wrap' }}>
                <Typography variant="h6" component="h3" dir="auto">
                  {plan.name}
                </Typography>
                {plan.highlighted && <Chip size="small" color="primary" label={t('pages.pricing.plans.highlighted')} />}
              </Stack>
              <Typography variant="h4" component="p">
                {t('pages.pricing.plans.monthly', { price: formatEuros(plan.monthlyCents, i18n.language) })}
              </Typography>
              <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
                {plan.perOrderCents > 0
                  ? t('pages.pricing.plans.perOrder', { price: formatEuros(plan.perOrderCents, i18n.language) })
                  : t('pages.pricing.plans.noPerOrder')}
              </Typography>
              <Stack component="ul" spacing={1.25} sx={{ listStyle: 'none', p: 0, m: 0, mb: 3 }}>
                {plan.features.map((feature) => (
                  <Stack key={feature} component="li" direction="row" spacing={1.5}>
                    <CheckOutlined aria-hidden sx={{ color: 'success.main' }} />
                    <Typography variant="body2" dir="auto">
                      {feature}
                    </Typography>
                  </Stack>
                ))}
              </Stack>
              <Button component={RouterLink} to={paths.contact} variant={plan.highlighted ? 'contained' : 'outlined'} color={plan.highlighted ? 'primary' : 'inherit'}>
                {t('pages.pricing.plans.join')}
              </Button>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
