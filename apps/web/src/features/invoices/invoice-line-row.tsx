import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { INVOICE_DESCRIPTION_MAX, INVOICE_QUANTITY_MAX } from '@pharmacy/shared/invoices/constants';
import { VAT_RATES } from '@pharmacy/shared/invoices/vat';
import { FormTextField } from '../../components/form/form-text-field';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatEuros, formatRate } from './invoice-format';
import { lineAmount, type InvoiceFormValues } from './invoice-form-values';

export interface InvoiceLineRowProps {
  control: Control<InvoiceFormValues>;
  index: number;
  /** Absent for the last line: an invoice keeps at least one. */
  onRemove?: () => void;
}

/** One line: description, quantity, unit price in euros, VAT rate, and its amount as typed (before or with VAT). */
export function InvoiceLineRow({ control, index, onRemove }: InvoiceLineRowProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const line = useWatch({ control, name: `lines.${index}` });
  const amount = line ? lineAmount(line) : null;
  const inclVat = useWatch({ control, name: 'pricesIncludeVat' });
  const name = line?.description.trim() || t('invoices.form.lineN', { n: index + 1 });
  return (
    <Stack role="listitem" spacing={1.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <FormTextField
          control={control}
          name={`lines.${index}.description`}
          required
          label={t('invoices.form.description')}
          sx={{ flex: 1, minWidth: 0 }}
          slotProps={{ htmlInput: { maxLength: INVOICE_DESCRIPTION_MAX, 'aria-label': t('invoices.form.descriptionOf', { n: index + 1 }) } }}
        />
        <Tooltip title={onRemove ? t('invoices.form.remove', { name }) : t('invoices.form.keepOne')}>
          <span>
            <IconButton onClick={onRemove} disabled={!onRemove} aria-label={t('invoices.form.remove', { name })} sx={{ mt: 1 }}>
              <DeleteOutlinedIcon />
            </IconButton>
          </span>
        </Tooltip>
      </Stack>
      <Stack direction="row" sx={{ alignItems: 'flex-start', flexWrap: 'wrap', gap: 1, paddingInlineEnd: { sm: 6 } }}>
        <FormTextField
          control={control}
          name={`lines.${index}.quantity`}
          required
          label={t('invoices.form.quantity')}
          sx={{ width: { xs: 76, sm: 96 }, flexShrink: 0 }}
          slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: String(INVOICE_QUANTITY_MAX).length, 'aria-label': t('invoices.form.quantityOf', { name }) } }}
        />
        <FormTextField
          control={control}
          name={`lines.${index}.price`}
          required
          label={t('invoices.form.unitPrice')}
          sx={{ flex: { xs: 1, sm: 'none' }, width: { sm: 160 }, minWidth: 120 }}
          slotProps={{
            htmlInput: { inputMode: 'decimal', dir: 'ltr', 'aria-label': t(inclVat ? 'invoices.form.unitPriceOfInclVat' : 'invoices.form.unitPriceOf', { name }) },
            input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
          }}
        />
        <FormTextField control={control} name={`lines.${index}.vatRate`} select label={t('invoices.form.vatRate')} sx={{ width: { xs: 84, sm: 100 }, flexShrink: 0 }}>
          {VAT_RATES.map((rate) => (
            <MenuItem key={rate} value={rate}>
              <bdi dir="ltr">{formatRate(rate, language)}</bdi>
            </MenuItem>
          ))}
        </FormTextField>
        <Typography
          variant="body2"
          component="div"
          sx={{ flex: '1 0 auto', pt: { sm: 2 }, textAlign: 'end', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}
        >
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary', marginInlineEnd: 1, fontWeight: 400 }}>
            {t(inclVat ? 'invoices.document.amountInclVat' : 'invoices.document.net')}
          </Typography>
          {amount === null ? '—' : <bdi dir="ltr">{formatEuros(amount, language)}</bdi>}
        </Typography>
      </Stack>
    </Stack>
  );
}
