import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { orderLinesUpdateSchema, type OrderDetail } from '@pharmacy/shared/schemas/order';
import { ORDER_TEXT_MAX } from '@pharmacy/shared/schemas/order-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { ApiRequestError } from '../../../lib/api-client';
import { translateFieldMessage } from '../../../lib/api-errors';
import { useUpdateOrderLines } from '../../../api/orders';
import { centsToInput, formatEuros, parseEuros } from '../shared/order-format';
import { OrderErrorAlert } from '../shared/order-error-alert';
import { DeskLineReview, type LineSearchSlot } from './desk-line-review';
import { DeskLineRow, type EditorValues } from './desk-line-row';
import type { CatalogueChoice } from '../form/order-form-medicines';

export const MAX_LINES = 30;

const toValues = (order: OrderDetail): EditorValues => ({
  lines: order.lines.map((line) => ({
    lineId: line.id,
    cis: line.cis,
    name: line.name,
    quantity: String(line.quantity),
    price: centsToInput(line.unitPriceCents),
    requiresPrescription: line.requiresPrescription,
    notMedicine: line.notMedicine,
    typedName: line.typedName,
  })),
  note: '',
});

/** A server or schema path of the body (`lines.2.unitPriceCents`) as the editor's field. */
function fieldOf(path: string): `lines.${number}.${'name' | 'quantity' | 'price'}` | 'note' | undefined {
  if (path === 'note') return 'note';
  const m = /^lines\.(\d+)\.(name|quantity|unitPriceCents|cis)$/.exec(path);
  if (!m) return undefined;
  const field = m[2] === 'unitPriceCents' ? 'price' : m[2] === 'cis' ? 'name' : (m[2] as 'name' | 'quantity');
  return `lines.${Number(m[1])}.${field}`;
}

export interface DeskLinesEditorProps {
  order: OrderDetail;
  backHref: string;
  onSaved: (order: OrderDetail) => void;
  /** The catalogue search, to link a free-text line to a medicine (composed by the page: features stay apart). */
  renderMedicineSearch?: LineSearchSlot;
}

/** The pharmacy edits the lines (name of free-text lines, quantity, unit price; add, remove) and saves them at once. */
export function DeskLinesEditor({ order, backHref, onSaved, renderMedicineSearch }: DeskLinesEditorProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const save = useUpdateOrderLines(order.id);
  const form = useForm<EditorValues>({ defaultValues: toValues(order) });
  const lines = useFieldArray({ control: form.control, name: 'lines', keyName: 'key' });
  const [formError, setFormError] = useState<unknown>(null);
  const [listError, setListError] = useState<string | undefined>();
  const priced = order.status === 'accepted';

  const place = (messages: Record<string, string>) => {
    let rest: string | undefined;
    let first = true;
    for (const [path, message] of Object.entries(messages)) {
      const field = fieldOf(path);
      if (field) {
        form.setError(field, { type: 'server', message }, { shouldFocus: first });
        first = false;
      } else rest ??= message;
    }
    return rest;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    setListError(undefined);
    const errors: Record<string, string> = {};
    const body = {
      lines: values.lines.map((line, i) => {
        const cents = parseEuros(line.price);
        if (cents === null) errors[`lines.${i}.unitPriceCents`] = 'orders.desk.errors.price';
        // An accepted order keeps a full quote.
        else if (cents === undefined && priced) errors[`lines.${i}.unitPriceCents`] = 'validation.required';
        const quantity = /^\d+$/.test(line.quantity.trim()) ? Number(line.quantity) : Number.NaN;
        const review = line.cis === null ? { notMedicine: line.notMedicine } : {};
        return { id: line.lineId, cis: line.cis, name: line.name, quantity, unitPriceCents: cents ?? null, ...review };
      }),
      note: values.note.trim() || undefined,
    };
    const parsed = orderLinesUpdateSchema.safeParse(body);
    if (!parsed.success) for (const issue of parsed.error.issues) errors[issue.path.join('.')] ??= issue.message;
    if (Object.keys(errors).length > 0 || !parsed.success) {
      setListError(place(errors));
      return;
    }
    try {
      onSaved(await save.mutateAsync(parsed.data));
    } catch (error) {
      if (error instanceof ApiRequestError && error.data.fields) {
        const rest = place(error.data.fields);
        if (rest === undefined) return;
      }
      setFormError(error);
    }
  });

  const typed = useWatch({ control: form.control, name: 'lines' });
  const hasFreeText = (typed ?? []).some((line) => line.cis === null);
  // Linking keeps the quantity and price typed so far and what the customer wrote; the catalogue gives the name.
  const link = (index: number, choice: CatalogueChoice) => {
    const current = form.getValues(`lines.${index}`);
    lines.update(index, {
      ...current,
      cis: choice.cis,
      name: choice.name,
      requiresPrescription: choice.requiresPrescription,
      notMedicine: false,
      typedName: current.typedName ?? (current.name.trim() || null),
    });
  };
  const subtotal = (typed ?? []).reduce((sum, line) => sum + (parseEuros(line.price) ?? 0) * (Number(line.quantity) || 0), 0);

  return (
    <Card component="form" noValidate onSubmit={submit} aria-label={t('orders.desk.edit.formLabel')}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack spacing={2.5}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t(priced ? 'orders.desk.edit.introPriced' : 'orders.desk.edit.intro')}
          </Typography>
          {hasFreeText && (
            <Alert severity="info" role="note">
              {t('orderLaw.review.intro')}
            </Alert>
          )}
          <OrderErrorAlert error={formError} />
          <Stack spacing={2} divider={<Divider flexItem />} role="list" aria-label={t('orders.desk.edit.linesLabel')}>
            {lines.fields.map((field, index) => (
              <DeskLineRow
                key={field.key}
                control={form.control}
                index={index}
                catalogue={Boolean(field.cis)}
                requiresPrescription={field.requiresPrescription}
                onRemove={lines.fields.length > 1 ? () => lines.remove(index) : undefined}
                review={
                  field.cis ? undefined : (
                    <DeskLineReview control={form.control} index={index} onLink={(choice) => link(index, choice)} renderMedicineSearch={renderMedicineSearch} />
                  )
                }
              />
            ))}
          </Stack>
          {listError && <FormHelperText error>{translateFieldMessage(t, listError)}</FormHelperText>}
          <div>
            <Button
              startIcon={<AddIcon />}
              variant="outlined"
              disabled={lines.fields.length >= MAX_LINES}
              onClick={() =>
                lines.append({ lineId: undefined, cis: null, name: '', quantity: '1', price: '', requiresPrescription: false, notMedicine: false, typedName: null })
              }
            >
              {t('orders.desk.edit.addLine')}
            </Button>
          </div>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography variant="subtitle1">{t('orders.desk.lines.subtotal')}</Typography>
            <Typography variant="h6" component="p" aria-live="polite">
              <bdi dir="ltr">{formatEuros(subtotal, language)}</bdi>
            </Typography>
          </Stack>
          <FormTextField
            control={form.control}
            name="note"
            label={t('orders.desk.fields.note')}
            helperText={t('orders.desk.edit.noteHint')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: ORDER_TEXT_MAX } }}
          />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
            <Button component={RouterLink} to={backHref} color="inherit" variant="outlined" disabled={form.formState.isSubmitting}>
              {t('orders.desk.dialog.back')}
            </Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              {t('orders.desk.edit.save')}
            </Button>
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
}

export function NotEditable({ order, backHref }: { order: OrderDetail; backHref: string }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="info"
      action={
        <Button component={RouterLink} to={backHref} color="inherit" size="small">
          {t('orders.desk.edit.backToOrder')}
        </Button>
      }
    >
      {t('orders.desk.edit.notEditable', { status: t(`orders.status.${order.status}`) })}
    </Alert>
  );
}
