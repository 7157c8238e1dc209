import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { errorMessage } from '../../../lib/api-errors';
import { isNotFound, useMedicine } from '../api/get-medicine';
import { ConditionsCard } from '../components/conditions-card';
import { GenericGroupsCard } from '../components/generic-groups-card';
import { MedicineFactsCard } from '../components/medicine-facts-card';
import { PresentationsCard } from '../components/presentations-card';
import { SubstancesCard } from '../components/substances-card';

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
      <Button variant="contained" component={RouterLink} to={paths.dashboard.eCommerce.list}>
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
    { label: t('nav.products'), href: paths.dashboard.eCommerce.list },
    { label: <bdi>{product?.name ?? name}</bdi> },
  ];

  let body;
  if (medicine.isPending) {
    body = (
      <Stack spacing={3} aria-busy aria-label={t('catalogue.details.loading')}>
        <Skeleton variant="rounded" height={240} />
        <Skeleton variant="rounded" height={160} />
      </Stack>
    );
  } else if (medicine.isError && isNotFound(medicine.error)) {
    body = <NotFound name={name} />;
  } else if (medicine.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void medicine.refetch()}>
            {t('catalogue.details.retry')}
          </Button>
        }
      >
        {errorMessage(t, medicine.error)}
      </Alert>
    );
  } else {
    body = (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <MedicineFactsCard product={medicine.data} />
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <ConditionsCard conditions={medicine.data.conditions} />
        </Grid>
        <Grid size={12}>
          <SubstancesCard substances={medicine.data.substances} />
        </Grid>
        <Grid size={12}>
          <PresentationsCard presentations={medicine.data.presentations} />
        </Grid>
        <Grid size={12}>
          <GenericGroupsCard groups={medicine.data.genericGroups} />
        </Grid>
      </Grid>
    );
  }

  return (
    <>
      <PageHeader title={title} subtitle={product?.form} crumbs={crumbs} />
      {body}
    </>
  );
}
