import { Link as RouterLink, useParams } from 'react-router';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { useMedicine } from '../../../api/medicines';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { ApiRequestError } from '../../../lib/api-client';
import { ConditionsCard } from '../components/conditions-card';
import { GenericGroupsCard } from '../components/generic-groups-card';
import { MedicineFactsCard } from '../components/medicine-facts-card';
import { PresentationsCard } from '../components/presentations-card';
import { SubstancesCard } from '../components/substances-card';

const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;

function NotFound({ name }: { name: string }) {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 }, textAlign: 'center' }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('catalogue.details.notFoundTitle')}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 3 }}>
        {t('catalogue.details.notFoundBody')} <bdi>{name}</bdi>
      </Typography>
      <Button variant="contained" component={RouterLink} to={paths.dashboard.eCommerce.catalogue}>
        {t('catalogue.details.backToSearch')}
      </Button>
    </Paper>
  );
}

/** One medicine of the catalogue (issue 3), by the exact name or CIS code in the route. */
export function MedicineDetailsPage() {
  const { t } = useTranslation();
  const name = useParams().name ?? '';
  const medicine = useMedicine(name);
  const product = medicine.data;
  const title = product?.name ?? t('catalogue.details.title');
  usePageTitle(title);

  const crumbs: Crumb[] = [
    { label: t('nav.dashboard'), href: paths.dashboard.root },
    { label: t('nav.catalogue'), href: paths.dashboard.eCommerce.catalogue },
    { label: <bdi>{product?.name ?? name}</bdi> },
  ];

  return (
    <>
      <PageHeader title={title} subtitle={product?.form} crumbs={crumbs} />
      <QueryBoundary
        query={medicine}
        loadingLabel={t('catalogue.details.loading')}
        loading={
          <Stack spacing={3}>
            <Skeleton variant="rounded" height={240} />
            <Skeleton variant="rounded" height={160} />
          </Stack>
        }
        renderError={(error) => (isNotFound(error) ? <NotFound name={name} /> : undefined)}
      >
        {(found) => (
          <Grid container spacing={3}>
            <Grid size={{ xs: 12, md: 7 }}>
              <MedicineFactsCard product={found} />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <ConditionsCard conditions={found.conditions} />
            </Grid>
            <Grid size={12}>
              <SubstancesCard substances={found.substances} />
            </Grid>
            <Grid size={12}>
              <PresentationsCard presentations={found.presentations} />
            </Grid>
            <Grid size={12}>
              <GenericGroupsCard groups={found.genericGroups} />
            </Grid>
          </Grid>
        )}
      </QueryBoundary>
    </>
  );
}
