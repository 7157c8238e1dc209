import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { ORDER_TEXT_MAX } from '@pharmacy/shared/schemas/order-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useMedicines } from '../../../api/medicines';
import { suggestedUnitPrice } from './medicine-choices';
import { centsToInput, formatEuros, parseEuros } from '../shared/order-format';
import { DeskActionDialog } from './desk-action-dialog';
import type { ActionDialogProps } from './desk-simple-dialogs';
import { useTransitionForm, type Built } from './use-transition-form';

interface AcceptValues {
  /** One typed unit price per line, in euros. */
  prices: string[];
  note: string;
}

/**
 * Accept with a quote: a unit price for every line, prefilled with the price already on the line, else this
 * pharmacy's own selling price, else the official price. Prescription medicine is paid at the handover, never online.
 */
export function AcceptDialog({ order, onClose, onDone }: ActionDialogProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const catalogueCis = [...new Set(order.lines.flatMap((line) => (line.cis && line.unitPriceCents === null ? [line.cis] : [])))];
  const medicines = useMedicines(catalogueCis);
  const { form, submit, formError, pending } = useTransitionForm<AcceptValues>({
    orderId: order.id,
    defaultValues: { prices: order.lines.map((line) => centsToInput(line.unitPriceCents)), note: '' },
    build: ({ prices, note }): Built<AcceptValues> => {
      const errors: Record<string, string> = {};
      const cents = order.lines.map((_, i) => {
        const value = parseEuros(prices[i] ?? '');
        if (value === undefined) errors[`prices.${i}`] = 'validation.required';
        else if (value === null) errors[`prices.${i}`] = 'orders.desk.errors.price';
        return value ?? 0;
      });
      if (Object.keys(errors).length > 0) return { errors };
      return {
        body: {
          action: 'accept',
          prices: order.lines.map((line, i) => ({ lineId: line.id, unitPriceCents: cents[i] })),
          note: note.trim() || undefined,
        },
      };
    },
    fieldFor: (path) => {
      const line = /^prices\.(\d+)/.exec(path);
      if (line) return `prices.${Number(line[1])}`;
      return path === 'note' ? 'note' : undefined;
    },
    onDone,
  });

  // Suggestions arrive after the dialog opens: they fill only the fields nobody has typed in yet.
  const loaded = medicines.map((m) => m.data);
  const loadedKey = loaded.map((m) => m?.id ?? '').join();
  useEffect(() => {
    order.lines.forEach((line, i) => {
      if (!line.cis || line.unitPriceCents !== null) return;
      const medicine = loaded.find((m) => m?.id === line.cis);
      const suggested = medicine ? suggestedUnitPrice(medicine, order.pharmacy.id) : null;
      const name = `prices.${i}` as const;
      if (suggested !== null && !form.getFieldState(name).isDirty && !form.getValues(name)) {
        form.setValue(name, centsToInput(suggested));
      }
    });
    // Runs again only when another suggestion has arrived.
  }, [loadedKey]);

  const typed = useWatch({ control: form.control, name: 'prices' });
  // The server refuses these too (409 UNLINKED_LINES): say so before the pharmacist types a whole quote.
  const unreviewed = order.lines.filter((line) => !line.cis && !line.notMedicine);
  const subtotal = order.lines.reduce((sum, line, i) => sum + (parseEuros(typed?.[i] ?? '') ?? 0) * line.quantity, 0);

  return (
    <DeskActionDialog
      id="order-accept"
      title={t('orders.desk.dialogs.accept.title', { reference: order.reference })}
      description={t('orders.desk.dialogs.accept.description')}
      submitLabel={t('orders.desk.actions.accept')}
      color="success"
      pending={pending}
      error={formError}
      onClose={onClose}
      onSubmit={submit}
      maxWidth="md"
      submitDisabled={unreviewed.length > 0}
    >
      {unreviewed.length > 0 && (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('orderLaw.accept.blockedTitle')}</AlertTitle>
          {t('orderLaw.accept.blocked')}
          <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
            {unreviewed.map((line) => (
              <li key={line.id}>
                <bdi>{line.name}</bdi>
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {order.lines.length === 0 && <Alert severity="info" role="note">{t('orders.desk.dialogs.accept.noLines')}</Alert>}
      <Stack spacing={2} divider={<Divider flexItem />} role="list" aria-label={t('orders.desk.dialogs.accept.linesLabel')}>
        {order.lines.map((line, i) => (
          <Stack key={line.id} role="listitem" direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
                {line.name}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {t('orders.desk.lines.quantity', { count: line.quantity })}
                {line.requiresPrescription && ` · ${t('orders.desk.lines.prescriptionOnly')}`}
                {line.substitution?.status === 'accepted' && ` · ${t('orders.desk.lines.substitutedBy', { name: line.substitution.name })}`}
              </Typography>
            </Box>
            <FormTextField
              control={form.control}
              name={`prices.${i}`}
              required
              label={t('orders.desk.fields.unitPrice')}
              sx={{ width: { xs: '100%', sm: 180 } }}
              slotProps={{
                htmlInput: { inputMode: 'decimal', dir: 'ltr', 'aria-label': t('orders.desk.fields.unitPriceOf', { name: line.name }) },
                input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
              }}
            />
          </Stack>
        ))}
      </Stack>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
        <Typography variant="subtitle1">{t('orders.desk.lines.subtotal')}</Typography>
        <Typography variant="h6" component="p" aria-live="polite">
          <bdi dir="ltr">{formatEuros(subtotal, language)}</bdi>
        </Typography>
      </Stack>
      {order.hasPrescriptionItems && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('orders.desk.dialogs.accept.paidAtHandover')}
        </Typography>
      )}
      <FormTextField
        control={form.control}
        name="note"
        label={t('orders.desk.fields.noteForCustomer')}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
      />
    </DeskActionDialog>
  );
}
