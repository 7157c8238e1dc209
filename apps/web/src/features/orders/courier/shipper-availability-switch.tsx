import Card from '@mui/material/Card';
import FormControlLabel from '@mui/material/FormControlLabel';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useTranslation } from '../../../lib/translation';
import type { Shipper } from '@pharmacy/shared/schemas/shipper';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { errorMessage } from '../../../lib/api-errors';
import { useMyShipper, useUpdateMyShipper } from '../../../api/shippers';

/** The shipper says whether pharmacies may assign them deliveries now (PATCH /api/shippers/me). */
export function ShipperAvailabilitySwitch() {
  const { t } = useTranslation();
  const me = useMyShipper();
  return (
    <QueryBoundary
      query={me}
      loadingLabel={t('orders.shipper.availability.loading')}
      loading={<Skeleton variant="rounded" height={88} />}
    >
      {(shipper) => <AvailabilityCard shipper={shipper} />}
    </QueryBoundary>
  );
}

function AvailabilityCard({ shipper }: { shipper: Shipper }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateMyShipper();

  // While the change is on its way the switch already shows it; a failure puts it back.
  const available = update.isPending ? Boolean(update.variables?.available) : shipper.available;
  const pharmacies = shipper.pharmacies.map((p) => p.pharmacyName).join(', ');
  const toggle = (next: boolean) =>
    update.mutate(
      { available: next },
      {
        onSuccess: (saved) =>
          enqueueSnackbar(
            t(saved.available ? 'orders.shipper.availability.nowOn' : 'orders.shipper.availability.nowOff'),
            { variant: 'success' },
          ),
        onError: (error) => enqueueSnackbar(errorMessage(t, error), { variant: 'error' }),
      },
    );

  return (
    <Card sx={{ p: { xs: 2, sm: 2.5 } }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}
      >
        <div>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 700 }}>
            {t('orders.shipper.availability.title')}
          </Typography>
          <Typography
            variant="body2"
            role="status"
            sx={{ color: available ? 'success.main' : 'text.secondary', fontWeight: 600 }}
          >
            {available ? t('orders.shipper.availability.on') : t('orders.shipper.availability.off')}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {pharmacies
              ? t('orders.shipper.availability.for', { pharmacies })
              : t('orders.shipper.availability.noPharmacy')}
          </Typography>
        </div>
        <FormControlLabel
          sx={{ flexShrink: 0, me: 0 }}
          control={
            <Switch
              checked={available}
              disabled={update.isPending}
              onChange={(event) => toggle(event.target.checked)}
            />
          }
          label={t('orders.shipper.availability.label')}
        />
      </Stack>
    </Card>
  );
}
