import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { Controller, useFieldArray, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../lib/translation';
import { LANGUAGES } from '@pharmacy/shared/languages';
import { INVOICE_LINES_MAX, INVOICE_NOTES_MAX } from '@pharmacy/shared/invoices/constants';
import { invoiceDraftCreateSchema, type Invoice, type InvoiceDraftCreate } from '@pharmacy/shared/schemas/invoice';
import { FormTextField } from '../../components/form/form-text-field';
import { ApiRequestError } from '../../lib/api-client';
import { translateFieldMessage } from '../../lib/api-errors';
import { InvoiceBuyerFields } from './invoice-buyer-fields';
import { InvoiceErrorAlert } from './invoice-error-alert';
import { emptyLine, formFieldOf, lineErrors, liveTotals, toBody, type InvoiceFormValues } from './invoice-form-values';
import { InvoiceLineRow } from './invoice-line-row';
import { InvoiceTotals } from './invoice-totals';

/** The server's quantity message speaks of an order's 1–99; an invoice line takes up to 9999. */
const OWN_MESSAGES: Record<string, string> = { 'validation.quantity': 'invoices.form.quantityInvalid' };

export interface InvoiceFormProps {
  start: InvoiceFormValues;
  /** Sends the draft (POST for a new one, PATCH for an edit); its 400 `fields` land next to their fields. */
  save: (draft: InvoiceDraftCreate) => Promise<Invoice>;
  onSaved: (invoice: Invoice) => void;
  cancelHref: string;
  submitLabel: string;
}

/** Buyer, lines with live VAT per rate and totals, language, due date and notes of a draft invoice. */
export function InvoiceForm({ start, save, onSaved, cancelHref, submitLabel }: InvoiceFormProps) {
  const { t } = useTranslation();
  const form = useForm<InvoiceFormValues>({ defaultValues: start });
  const lines = useFieldArray({ control: form.control, name: 'lines' });
  const typed = useWatch({ control: form.control, name: 'lines' });
  const pricesIncludeVat = useWatch({ control: form.control, name: 'pricesIncludeVat' });
  const totals = liveTotals(typed ?? [], pricesIncludeVat);
  const [formError, setFormError] = useState<unknown>(null);
  const [listError, setListError] = useState<string | undefined>();

  /** Puts each message on its field, focusing the first; returns whether some had no field. */
  const place = (messages: Record<string, string>): boolean => {
    let first = true;
    let rest = false;
    for (const [path, message] of Object.entries(messages)) {
      const field = formFieldOf(path) ?? (path.startsWith('lines.') && /\.(price|quantity)$/.test(path) ? path : undefined);
      if (path === 'lines') setListError(message);
      else if (!field) rest = true;
      else {
        form.setError(field as Path<InvoiceFormValues>, { type: 'server', message: OWN_MESSAGES[message] ?? message }, { shouldFocus: first });
        first = false;
      }
    }
    return rest;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setListError(undefined);
    const own = lineErrors(values.lines);
    const parsed = invoiceDraftCreateSchema.safeParse(toBody(values));
    const messages: Record<string, string> = { ...own };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const path = issue.path.join('.');
        const field = formFieldOf(path);
        // A line's price or quantity already has the clearer message.
        if (field && own[field]) continue;
        messages[path] ??= issue.message;
      }
    }
    if (Object.keys(messages).length > 0 || !parsed.success) {
      place(messages);
      return;
    }
    try {
      onSaved(await save(parsed.data));
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 400 && error.data.fields && !place(error.data.fields)) return;
      setFormError(error);
    }
  });

  return (
    <form noValidate onSubmit={submit} aria-label={t('invoices.form.label')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <InvoiceErrorAlert error={formError} />
            <InvoiceBuyerFields control={form.control} />
            <Card component="section" aria-labelledby="invoice-lines-title">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography id="invoice-lines-title" variant="h6" component="h2" sx={{ mb: 0.5 }}>
                  {t('invoices.form.lines')}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
                  {t(pricesIncludeVat ? 'invoices.form.linesHintInclVat' : 'invoices.form.linesHint')}
                </Typography>
                <Controller
                  control={form.control}
                  name="pricesIncludeVat"
                  render={({ field }) => (
                    <FormControlLabel
                      sx={{ mb: 2 }}
                      control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} onBlur={field.onBlur} />}
                      label={t('invoices.form.pricesIncludeVat')}
                    />
                  )}
                />
                <Stack spacing={2.5} divider={<Divider flexItem />} role="list" aria-label={t('invoices.form.lines')}>
                  {lines.fields.map((field, index) => (
                    <InvoiceLineRow key={field.id} control={form.control} index={index} onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined} />
                  ))}
                </Stack>
                {listError && <FormHelperText error>{translateFieldMessage(t, listError)}</FormHelperText>}
                <Button
                  startIcon={<AddIcon />}
                  variant="outlined"
                  sx={{ mt: 2.5 }}
                  disabled={lines.fields.length >= INVOICE_LINES_MAX}
                  onClick={() => lines.append(emptyLine())}
                >
                  {t('invoices.form.addLine')}
                </Button>
              </CardContent>
            </Card>
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3} sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <Card component="section" aria-labelledby="invoice-totals-title">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography id="invoice-totals-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('invoices.form.totals')}
                </Typography>
                <InvoiceTotals live breakdown={totals.breakdown} netCents={totals.netCents} vatCents={totals.vatCents} grossCents={totals.grossCents} />
              </CardContent>
            </Card>
            <Card component="section" aria-labelledby="invoice-details-title">
              <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
                <Typography id="invoice-details-title" variant="h6" component="h2" sx={{ mb: 2 }}>
                  {t('invoices.form.details')}
                </Typography>
                <Stack spacing={2.5}>
                  <FormTextField control={form.control} name="language" select label={t('invoices.form.language')} helperText={t('invoices.form.languageHint')}>
                    {LANGUAGES.map((language) => (
                      <MenuItem key={language} value={language}>
                        {t(`language.names.${language}`)}
                      </MenuItem>
                    ))}
                  </FormTextField>
                  <FormTextField
                    control={form.control}
                    name="dueDate"
                    type="date"
                    label={t('invoices.form.dueDate')}
                    helperText={t('invoices.form.dueDateHint')}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: '2000-01-01', max: '2099-12-31' } }}
                  />
                  <FormTextField
                    control={form.control}
                    name="notes"
                    label={t('invoices.form.notes')}
                    helperText={t('invoices.form.notesHint')}
                    multiline
                    minRows={3}
                    slotProps={{ htmlInput: { maxLength: INVOICE_NOTES_MAX } }}
                  />
                </Stack>
              </CardContent>
            </Card>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={cancelHref} color="inherit" variant="outlined" disabled={form.formState.isSubmitting}>
                {t('invoices.actions.back')}
              </Button>
              <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
                {submitLabel}
              </Button>
            </Stack>
          </Stack>
        </Grid>
      </Grid>
    </form>
  );
}
