import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { ORDER_QUANTITY_MAX } from '@pharmacy/shared/schemas/order-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatEuros, parseEuros } from '../shared/order-format';

export interface EditorLine {
  /** Absent for a line added here. */
  lineId: string | undefined;
  cis: string | null;
  name: string;
  quantity: string;
  /** Euros as typed. */
  price: string;
  requiresPrescription: boolean;
  /** A free-text line the pharmacist checked is not a medicine. */
  notMedicine: boolean;
  /** What the customer typed, once the line is linked to the catalogue. */
  typedName: string | null;
}
export interface EditorValues {
  lines: EditorLine[];
  note: string;
}

export interface DeskLineRowProps {
  control: Control<EditorValues>;
  index: number;
  /** A catalogue medicine keeps the catalogue's name. */
  catalogue: boolean;
  requiresPrescription: boolean;
  /** Absent for the last line: an order keeps at least one. */
  onRemove?: () => void;
  /** For a free-text line: links it to the catalogue or marks it not a medicine (the law needs one or the other). */
  review?: ReactNode;
}

export function DeskLineRow({ control, index, catalogue, requiresPrescription, onRemove, review }: DeskLineRowProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const line = useWatch({ control, name: `lines.${index}` });
  const cents = parseEuros(line?.price ?? '');
  const quantity = Number(line?.quantity) || 0;
  const label = line?.name || t('orders.desk.edit.newLine', { n: index + 1 });
  return (
    <Stack role="listitem" direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        {catalogue ? (
          <Box sx={{ pt: { md: 1 } }}>
            <Typography variant="subtitle2" sx={{ wordBreak: 'break-word' }}>
              {line?.name}
            </Typography>
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              {t('orders.desk.edit.fromCatalogue')}
              {requiresPrescription && ` · ${t('orders.desk.lines.prescriptionOnly')}`}
            </Typography>
            {line?.typedName && (
              <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
                <bdi>{t('orderLaw.review.typed', { name: line.typedName })}</bdi>
              </Typography>
            )}
          </Box>
        ) : (
          <Stack spacing={1}>
            <FormTextField control={control} name={`lines.${index}.name`} required label={t('orders.desk.fields.lineName')} slotProps={{ htmlInput: { maxLength: 200 } }} />
            {review}
          </Stack>
        )}
      </Box>
      <Stack direction="row" spacing={{ xs: 1, sm: 2 }} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name={`lines.${index}.quantity`}
          required
          type="number"
          label={t('orders.desk.fields.quantity')}
          sx={{ width: 112, flexShrink: 0 }}
          slotProps={{ htmlInput: { min: 1, max: ORDER_QUANTITY_MAX, dir: 'ltr', 'aria-label': t('orders.desk.fields.quantityOf', { name: label }) } }}
        />
        <FormTextField
          control={control}
          name={`lines.${index}.price`}
          label={t('orders.desk.fields.unitPrice')}
          sx={{ flex: { xs: 1, md: 'none' }, width: { md: 150 }, minWidth: 0 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr', 'aria-label': t('orders.desk.fields.unitPriceOf', { name: label }) },
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          }}
        />
        <Typography variant="body2" sx={{ pt: 2, minWidth: { xs: 56, sm: 80 }, textAlign: 'end', color: 'text.secondary' }}>
          {typeof cents === 'number' ? <bdi dir="ltr">{formatEuros(cents * quantity, language)}</bdi> : '—'}
        </Typography>
        <Tooltip title={onRemove ? t('orders.desk.edit.remove', { name: label }) : t('orders.desk.edit.keepOne')}>
          <span>
            <IconButton onClick={onRemove} disabled={!onRemove} aria-label={t('orders.desk.edit.remove', { name: label })} sx={{ mt: 1 }}>
              <DeleteOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
    </Stack>
  );
}
