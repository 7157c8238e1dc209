import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import type { Control } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { FormTextField } from '../../components/form/form-text-field';
import type { InvoiceFormValues } from './invoice-form-values';

/** Who is billed: a person or a business (with its VAT number), and where the invoice is e-mailed if anywhere. */
export function InvoiceBuyerFields({ control }: { control: Control<InvoiceFormValues> }) {
  const { t } = useTranslation();
  const ltr = { htmlInput: { dir: 'ltr' } };
  return (
    <Card component="section" aria-labelledby="invoice-buyer-title">
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="invoice-buyer-title" variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('invoices.form.buyer')}
        </Typography>
        <Grid container spacing={2}>
          <Grid size={12}>
            <FormTextField control={control} name="buyer.name" required label={t('invoices.form.buyerName')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          </Grid>
          <Grid size={12}>
            <FormTextField control={control} name="buyer.street" required label={t('invoices.form.street')} slotProps={{ htmlInput: { maxLength: 200 } }} />
          </Grid>
          <Grid size={{ xs: 5, sm: 3 }}>
            <FormTextField control={control} name="buyer.postalCode" required label={t('invoices.form.postalCode')} slotProps={{ htmlInput: { maxLength: 10, inputMode: 'numeric', dir: 'ltr' } }} />
          </Grid>
          <Grid size={{ xs: 7, sm: 6 }}>
            <FormTextField control={control} name="buyer.city" required label={t('invoices.form.city')} slotProps={{ htmlInput: { maxLength: 80 } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 3 }}>
            <FormTextField control={control} name="buyer.country" required label={t('invoices.form.country')} slotProps={{ htmlInput: { maxLength: 2, dir: 'ltr', style: { textTransform: 'uppercase' } } }} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="buyer.vatNumber" label={t('invoices.form.buyerVat')} helperText={t('invoices.form.buyerVatHint')} slotProps={ltr} />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <FormTextField control={control} name="buyer.email" type="email" label={t('invoices.form.buyerEmail')} helperText={t('invoices.form.buyerEmailHint')} slotProps={ltr} />
          </Grid>
        </Grid>
      </CardContent>
    </Card>
  );
}
