import { useForm } from 'react-hook-form';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../lib/translation';
import { useCreateDiscount } from '../../api/shop-discounts';
import { useSnackbar } from '../../components/notifications/use-snackbar';
import { applyServerFieldErrors, errorMessage, translateFieldMessage } from '../../lib/api-errors';
import { parseEuros } from '../../lib/money';

interface Values {
  code: string;
  kind: 'amount' | 'percent';
  value: string;
  startsAt: string;
  endsAt: string;
  maxUses: string;
}
const FIELDS = ['code', 'kind', 'value', 'startsAt', 'endsAt', 'maxUses'] as const;

/** A day typed in the form is that day's midnight where the pharmacist is (Belgium). */
const dayStart = (day: string) => (day ? new Date(`${day}T00:00:00`).toISOString() : null);

/** Defines a code; the server checks it and answers each refusal on its field. */
export function DiscountDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateDiscount();
  const form = useForm<Values>({ defaultValues: { code: '', kind: 'percent', value: '', startsAt: '', endsAt: '', maxUses: '' } });
  const { register, handleSubmit, setError, watch, formState } = form;
  const kind = watch('kind');
  const message = (name: keyof Values) => translateFieldMessage(t, formState.errors[name]?.message);

  const submit = handleSubmit(async (v) => {
    const value = v.kind === 'amount' ? parseEuros(v.value) : /^\d{1,3}$/.test(v.value.trim()) ? Number(v.value.trim()) : null;
    if (value === null || value === undefined) {
      setError('value', { type: 'client', message: 'validation.invalid' }, { shouldFocus: true });
      return;
    }
    const maxUses = v.maxUses.trim() ? Number(v.maxUses.trim()) : null;
    try {
      const made = await create.mutateAsync({ code: v.code, kind: v.kind, value, startsAt: dayStart(v.startsAt), endsAt: dayStart(v.endsAt), maxUses: maxUses === null || Number.isInteger(maxUses) ? maxUses : -1 });
      enqueueSnackbar(t('shopDiscounts.created', { code: made.code }), { variant: 'success' });
      onClose();
    } catch (error) {
      if (!applyServerFieldErrors(error, setError, FIELDS)) enqueueSnackbar(errorMessage(t, error), { variant: 'error' });
    }
  });

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="discount-dialog-title">
      <form noValidate onSubmit={submit}>
        <DialogTitle id="discount-dialog-title">{t('shopDiscounts.new')}</DialogTitle>
        <DialogContent>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            <TextField label={t('shopDiscounts.code')} required {...register('code')} error={Boolean(message('code'))} helperText={message('code') ?? t('shopDiscounts.codeHint')} slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', maxLength: 32 } }} />
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField select label={t('shopDiscounts.kind')} value={kind} {...register('kind')} sx={{ minWidth: 200 }}>
                <MenuItem value="percent">{t('shopDiscounts.percent')}</MenuItem>
                <MenuItem value="amount">{t('shopDiscounts.amount')}</MenuItem>
              </TextField>
              <TextField
                fullWidth
                required
                label={kind === 'percent' ? t('shopDiscounts.valuePercent') : t('shopDiscounts.valueEuros')}
                {...register('value')}
                error={Boolean(message('value'))}
                helperText={message('value')}
                slotProps={{ htmlInput: { inputMode: 'decimal', dir: 'ltr' } }}
              />
            </Stack>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
              <TextField fullWidth type="date" label={t('shopDiscounts.startsAt')} {...register('startsAt')} error={Boolean(message('startsAt'))} helperText={message('startsAt')} slotProps={{ inputLabel: { shrink: true } }} />
              <TextField fullWidth type="date" label={t('shopDiscounts.endsAt')} {...register('endsAt')} error={Boolean(message('endsAt'))} helperText={message('endsAt') ?? t('shopDiscounts.endsAtHint')} slotProps={{ inputLabel: { shrink: true } }} />
            </Stack>
            <TextField label={t('shopDiscounts.maxUses')} {...register('maxUses')} error={Boolean(message('maxUses'))} helperText={message('maxUses') ?? t('shopDiscounts.maxUsesHint')} slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }} />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} color="inherit">
            {t('common.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={create.isPending}>
            {t('shopDiscounts.create')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
