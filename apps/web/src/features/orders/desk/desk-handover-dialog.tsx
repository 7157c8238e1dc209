import { useRef } from 'react';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { HANDOVER_CODE_LENGTH } from '@pharmacy/shared/schemas/order';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldMessage } from '../../../lib/api-errors';
import { DeskActionDialog } from './desk-action-dialog';
import type { ActionDialogProps } from './desk-simple-dialogs';
import { useTransitionForm } from './use-transition-form';

type Receiver = 'customer' | 'mandated' | 'other';
interface HandoverValues {
  handoverCode: string;
  receiver: Receiver;
  otherName: string;
}

/** The customer's name as the order gives it (a counter order has no account, only the typed name). */
export function customerName(order: ActionDialogProps['order']): string {
  return `${order.firstName} ${order.lastName}`.trim() || order.customer?.displayName || '';
}

/**
 * The handover: the courier (deliver) or the counter (collect) types the customer's 6-digit code; a delivery also
 * records who received the parcel (docs/PRODUCT.md: the customer, by default, or the mandated person). Only an order
 * that names neither asks for a typed name.
 */
export function HandoverDialog({ action, order, onClose, onDone }: ActionDialogProps & { action: 'deliver' | 'collect' }) {
  const { t } = useTranslation();
  const customer = customerName(order);
  const receiverRef = useRef<Receiver>('customer');
  const { form, submit, formError, pending } = useTransitionForm<HandoverValues>({
    orderId: order.id,
    defaultValues: { handoverCode: '', receiver: customer ? 'customer' : order.mandated ? 'mandated' : 'other', otherName: '' },
    build: ({ handoverCode, receiver, otherName }) => {
      const handoverCodeClean = handoverCode.replace(/\s/g, '');
      if (action === 'collect') return { body: { action, handoverCode: handoverCodeClean } };
      const receiverName = receiver === 'customer' ? customer : receiver === 'mandated' ? order.mandated : otherName.trim();
      return { body: { action, handoverCode: handoverCodeClean, receiverName } };
    },
    fieldFor: (path): keyof HandoverValues | undefined => {
      if (path === 'handoverCode') return 'handoverCode';
      // The typed name, or the radio group when a listed person was chosen.
      if (path === 'receiverName') return receiverRef.current === 'other' ? 'otherName' : 'receiver';
      return undefined;
    },
    onDone,
  });
  const receiver = useWatch({ control: form.control, name: 'receiver' });
  receiverRef.current = receiver;

  return (
    <DeskActionDialog
      id={`order-${action}`}
      title={t(`orders.desk.dialogs.${action}.title`, { reference: order.reference })}
      description={t(`orders.desk.dialogs.${action}.description`)}
      submitLabel={t(`orders.desk.actions.${action}`)}
      color="success"
      pending={pending}
      error={formError}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="xs"
    >
      <FormTextField
        control={form.control}
        name="handoverCode"
        required
        autoFocus
        label={t('orders.desk.fields.handoverCode')}
        helperText={t('orders.desk.fields.handoverCodeHint')}
        autoComplete="off"
        slotProps={{
          htmlInput: { inputMode: 'numeric', maxLength: HANDOVER_CODE_LENGTH + 2, dir: 'ltr', style: { letterSpacing: '0.3em', fontWeight: 600 } },
        }}
      />
      {action === 'deliver' && receiver !== 'other' && (
        <Controller
          control={form.control}
          name="receiver"
          render={({ field, fieldState }) => (
            <FormControl error={Boolean(fieldState.error)}>
              <FormLabel id="order-deliver-receiver">{t('orders.desk.fields.receiver')}</FormLabel>
              <RadioGroup aria-labelledby="order-deliver-receiver" value={field.value} onChange={(event) => field.onChange(event.target.value)}>
                {customer && (
                  <FormControlLabel value="customer" control={<Radio />} label={t('orders.desk.fields.receiverCustomer', { name: customer })} />
                )}
                {order.mandated && (
                  <FormControlLabel value="mandated" control={<Radio />} label={t('orders.desk.fields.receiverMandated', { name: order.mandated })} />
                )}
              </RadioGroup>
              {fieldState.error && <FormHelperText>{translateFieldMessage(t, fieldState.error.message)}</FormHelperText>}
            </FormControl>
          )}
        />
      )}
      {action === 'deliver' && receiver === 'other' && (
        <FormTextField
          control={form.control}
          name="otherName"
          required
          label={t('orders.desk.fields.receiverName')}
          helperText={t('orders.desk.fields.receiverNameHint')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
      )}
    </DeskActionDialog>
  );
}
