import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { PharmacyShipper } from '@pharmacy/shared/schemas/shipper';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { translateFieldMessage } from '../../../lib/api-errors';
import { usePharmacyShippers } from '../../../api/shippers';
import { DeskActionDialog } from './desk-action-dialog';
import type { ActionDialogProps } from './desk-simple-dialogs';
import { useTransitionForm } from './use-transition-form';

/** Why a courier cannot take this order now, if they cannot. */
function blocker(shipper: PharmacyShipper, prescription: boolean): 'unavailable' | 'notStaff' | null {
  if (!shipper.available) return 'unavailable';
  // docs/PRODUCT.md "The law": prescription medicine goes home only with the pharmacy's own staff.
  if (prescription && !shipper.isStaff) return 'notStaff';
  return null;
}

function ShipperLabel({
  shipper,
  prescription,
  current,
}: {
  shipper: PharmacyShipper;
  prescription: boolean;
  current: boolean;
}) {
  const { t } = useTranslation();
  const why = blocker(shipper, prescription);
  return (
    <Stack spacing={0.5} sx={{ py: 0.75 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}>
        <Typography variant="subtitle2" component="span">
          {shipper.displayName}
        </Typography>
        <Chip
          size="small"
          variant="outlined"
          color={shipper.available ? 'success' : 'default'}
          label={t(shipper.available ? 'orders.desk.assign.available' : 'orders.desk.assign.unavailable')}
        />
        {shipper.isStaff && (
          <Chip size="small" variant="outlined" color="primary" label={t('orders.desk.assign.staff')} />
        )}
        {current && <Chip size="small" color="info" label={t('orders.desk.assign.current')} />}
      </Stack>
      <Typography variant="caption" component="span" sx={{ color: 'text.secondary' }}>
        {t(`orders.desk.vehicle.${shipper.vehicle}`)}
        {shipper.phone && (
          <>
            {' · '}
            <bdi dir="ltr">{shipper.phone}</bdi>
          </>
        )}
      </Typography>
      {why === 'notStaff' && (
        <Typography variant="caption" component="span" sx={{ color: 'warning.main' }}>
          {t('orders.desk.assign.notStaffHint')}
        </Typography>
      )}
    </Stack>
  );
}

/** Assign a courier among those delivering for the order's pharmacy; the server has the last word (409 with the law's reason). */
export function AssignShipperDialog({ order, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const shippers = usePharmacyShippers(order.pharmacy.id, true);
  const { form, submit, formError, pending } = useTransitionForm<{ shipperId: string }>({
    orderId: order.id,
    defaultValues: { shipperId: '' },
    build: ({ shipperId }) =>
      shipperId
        ? { body: { action: 'assign_shipper', shipperId } }
        : { errors: { shipperId: 'orders.desk.errors.chooseShipper' } },
    fieldFor: (path) => (path === 'shipperId' ? 'shipperId' : undefined),
    onDone,
  });
  const choices = (
    <QueryBoundary
      query={shippers}
      loadingLabel={t('orders.desk.assign.loading')}
      loading={<Skeleton variant="rounded" height={120} />}
      isEmpty={(data) => data.items.length === 0}
      empty={
        <Alert severity="info" role="note">
          {t('orders.desk.assign.none')}
        </Alert>
      }
    >
      {({ items }) => (
        <Controller
          control={form.control}
          name="shipperId"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="order-assign-shipper">{t('orders.desk.fields.shipper')}</FormLabel>
              <RadioGroup
                aria-labelledby="order-assign-shipper"
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {items.map((shipper) => (
                  <FormControlLabel
                    key={shipper.uid}
                    value={shipper.uid}
                    disabled={blocker(shipper, order.hasPrescriptionItems) !== null}
                    control={<Radio />}
                    label={
                      <ShipperLabel
                        shipper={shipper}
                        prescription={order.hasPrescriptionItems}
                        current={order.shipper?.uid === shipper.uid}
                      />
                    }
                    sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: 0.25 } }}
                  />
                ))}
              </RadioGroup>
              {fieldState.error && (
                <FormHelperText>{translateFieldMessage(t, fieldState.error.message)}</FormHelperText>
              )}
            </FormControl>
          )}
        />
      )}
    </QueryBoundary>
  );

  return (
    <DeskActionDialog
      id="order-assign_shipper"
      title={t('orders.desk.dialogs.assign_shipper.title', { reference: order.reference })}
      description={t('orders.desk.dialogs.assign_shipper.description')}
      submitLabel={t('orders.desk.actions.assign_shipper')}
      pending={pending}
      error={formError}
      onClose={onClose}
      onSubmit={submit}
    >
      {order.hasPrescriptionItems && (
        <Alert severity="info" role="note">
          {t('orders.desk.assign.lawHint')}
        </Alert>
      )}
      {choices}
    </DeskActionDialog>
  );
}
