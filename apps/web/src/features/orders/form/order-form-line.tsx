import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { ORDER_QUANTITY_MAX } from '@pharmacy/shared/schemas/order-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { OrderFormValues } from './order-form-values';

export interface OrderFormLineProps {
  index: number;
  /** The catalogue says this medicine needs a prescription. */
  prescriptionOnly: boolean;
  onRemove: () => void;
}

/** One medicine line: its name (typed for a free-text line, the catalogue's otherwise), quantity and removal. */
export function OrderFormLine({ index, prescriptionOnly, onRemove }: OrderFormLineProps) {
  const { t } = useTranslation();
  const { control, getFieldState, formState } = useFormContext<OrderFormValues>();
  const cis = useWatch({ control, name: `medicines.${index}.cis` });
  const name = useWatch({ control, name: `medicines.${index}.name` });
  const nameError = getFieldState(`medicines.${index}.name`, formState).error;
  const cisError = getFieldState(`medicines.${index}.cis`, formState).error;
  const lineLabel = name || t('orders.form.medicines.lineNumber', { number: index + 1 });

  return (
    <Stack
      component="li"
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      // A catalogue line has no name field: the first error focus lands on its quantity instead.
      data-invalid={cis && (nameError || cisError) ? 'true' : undefined}
      sx={{ alignItems: { sm: 'flex-start' }, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      {cis ? (
        <Stack spacing={0.5} sx={{ flexGrow: 1, minWidth: 0, alignItems: 'flex-start', pt: { sm: 1 } }}>
          <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
            {name}
          </Typography>
          <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
            <Chip size="small" variant="outlined" label={t('orders.form.medicines.fromCatalogue')} />
            {prescriptionOnly && <Chip size="small" color="warning" variant="outlined" label={t('orders.lines.prescription')} />}
          </Stack>
          {(nameError || cisError) && (
            <Typography variant="caption" color="error" role="alert" id={`medicines-${index}-error`}>
              {translateFieldMessage(t, nameError?.message ?? cisError?.message)}
            </Typography>
          )}
        </Stack>
      ) : (
        <FormTextField
          control={control}
          name={`medicines.${index}.name`}
          label={t('orders.form.medicines.name')}
          required
          sx={{ flexGrow: 1 }}
        />
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start', flexShrink: 0 }}>
        <Controller
          control={control}
          name={`medicines.${index}.quantity`}
          render={({ field, fieldState }) => (
            <TextField
              type="number"
              label={t('orders.form.medicines.quantity')}
              name={field.name}
              value={Number.isNaN(field.value) ? '' : field.value}
              onChange={(e) => field.onChange(e.target.value === '' ? Number.NaN : Number(e.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={translateFieldMessage(t, fieldState.error?.message)}
              sx={{ width: { xs: '100%', sm: 120 } }}
              slotProps={{ htmlInput: { min: 1, max: ORDER_QUANTITY_MAX, step: 1, inputMode: 'numeric', dir: 'ltr' } }}
            />
          )}
        />
        <IconButton onClick={onRemove} aria-label={t('orders.form.medicines.remove', { name: lineLabel })} sx={{ mt: 1 }}>
          <DeleteOutlineIcon />
        </IconButton>
      </Stack>
    </Stack>
  );
}
