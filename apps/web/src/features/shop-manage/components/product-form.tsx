import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { Controller, useForm, useWatch, type Path } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import { VAT_RATES } from '@pharmacy/shared/invoices/vat';
import { SHOP_BRAND_MAX, SHOP_CATEGORIES, SHOP_DESCRIPTION_MAX, SHOP_KINDS, SHOP_NAME_MAX } from '@pharmacy/shared/shop/constants';
import { shopProductCreateSchema, shopProductUpdateSchema, type ShopProductDetail } from '@pharmacy/shared/schemas/shop-product';
import { FormTextField } from '../../../components/form/form-text-field';
import { ApiRequestError } from '../../../lib/api-client';
import { ChipsField } from './chips-field';
import { MedicinePicker } from './medicine-picker';
import { ProductFormError } from './product-form-error';
import type { RenderMedicineSearch } from './medicine-picker';

export type { RenderMedicineSearch };
import {
  formFieldOf,
  ownErrors,
  toCreateBody,
  toUpdateBody,
  vatOfKind,
  type ChosenPresentation,
  type ProductFormValues,
  type ShopKind,
} from '../utils/product-form-values';

export type ProductSave =
  | { mode: 'create'; send: (body: ReturnType<typeof toCreateBody>) => Promise<ShopProductDetail> }
  | { mode: 'update'; send: (body: ReturnType<typeof toUpdateBody>) => Promise<ShopProductDetail> };

export interface ProductFormProps {
  start: ProductFormValues;
  save: ProductSave;
  onSaved: (product: ShopProductDetail) => void;
  /** The pack already on sale (edit page). */
  current?: ChosenPresentation | null;
  cancelHref: string;
  submitLabel: string;
  /** Beside the fields, e.g. the pictures of a saved product. */
  aside?: ReactNode;
  /** The catalogue's medicine search, composed by the app (features do not import each other). */
  renderMedicineSearch?: RenderMedicineSearch;
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id={id} variant="h6" component="h2" sx={{ mb: 2.5 }}>
          {title}
        </Typography>
        <Stack spacing={2.5}>{children}</Stack>
      </CardContent>
    </Card>
  );
}

/** A shop product: kind (a catalogue medicine or parapharmacy), texts, variants, price in euros, VAT, stock, visibility. */
export function ProductForm({ start, save, onSaved, current = null, cancelHref, submitLabel, aside, renderMedicineSearch }: ProductFormProps) {
  const { t } = useTranslation();
  const form = useForm<ProductFormValues>({ defaultValues: start });
  const kind = useWatch({ control: form.control, name: 'kind' });
  const [formError, setFormError] = useState<unknown>(null);

  /** Puts each message on its field, focusing the first; returns whether some had no field. */
  const place = (messages: Record<string, string>): boolean => {
    let first = true;
    let rest = false;
    for (const [path, message] of Object.entries(messages)) {
      const field = formFieldOf(path);
      if (!field) rest = true;
      else {
        // "Appears twice" on a CIP13 means this pharmacy already sells that medicine.
        const text = field === 'cip13' && message === 'validation.duplicate' ? 'shopManage.form.alreadyListed' : message;
        form.setError(field as Path<ProductFormValues>, { type: 'server', message: text }, { shouldFocus: first });
        first = false;
      }
    }
    return rest;
  };

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    const own = ownErrors(values);
    const parsed = save.mode === 'create' ? shopProductCreateSchema.safeParse(toCreateBody(values)) : shopProductUpdateSchema.safeParse(toUpdateBody(values, start));
    const messages: Record<string, string> = { ...own };
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = formFieldOf(issue.path.join('.'));
        // The price or quantity already has the clearer message.
        if (field && own[field]) continue;
        messages[field ?? issue.path.join('.')] ??= issue.message;
      }
    }
    if (Object.keys(messages).length > 0 || !parsed.success) {
      place(messages);
      return;
    }
    try {
      // The schema's output is the body: defaults filled, texts trimmed.
      onSaved(save.mode === 'create' ? await save.send(parsed.data as ReturnType<typeof toCreateBody>) : await save.send(parsed.data));
    } catch (error) {
      const fields = error instanceof ApiRequestError && (error.status === 400 || error.status === 409) ? error.data.fields : undefined;
      if (fields && !place(fields)) return;
      setFormError(error);
    }
  });

  const changeKind = (next: ShopKind) => {
    form.setValue('kind', next);
    // The VAT follows the kind (6 % medicine, 21 % other) until the staff member chooses another.
    if (!form.formState.dirtyFields.vatRate) form.setValue('vatRate', vatOfKind(next));
    form.clearErrors('cip13');
  };

  return (
    <form noValidate onSubmit={submit} aria-label={t('shopManage.form.label')}>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, lg: 8 }}>
          <Stack spacing={3}>
            <ProductFormError error={formError} />
            <Section id="product-kind-title" title={t('shopManage.form.what')}>
              <Controller
                control={form.control}
                name="kind"
                render={({ field, fieldState }) => (
                  <div>
                    <ToggleButtonGroup
                      exclusive
                      color="primary"
                      value={field.value}
                      disabled={save.mode === 'update'}
                      onChange={(_, next: ShopKind | null) => next && changeKind(next)}
                      aria-label={t('shopManage.form.kind')}
                      sx={{ flexWrap: 'wrap' }}
                    >
                      {SHOP_KINDS.map((value) => (
                        <ToggleButton key={value} value={value} sx={{ px: 2.5 }}>
                          {t(`shopManage.kind.${value}`)}
                        </ToggleButton>
                      ))}
                    </ToggleButtonGroup>
                    <FormHelperText error={Boolean(fieldState.error)}>
                      {save.mode === 'update' ? t('shopManage.form.kindFixed') : t(`shopManage.form.kindHint.${field.value}`)}
                    </FormHelperText>
                  </div>
                )}
              />
              {kind === 'medicine' && (
                <MedicinePicker
                  control={form.control}
                  current={current}
                  renderSearch={renderMedicineSearch}
                  onMedicine={(product) => {
                    if (!form.getValues('name').trim()) form.setValue('name', product.name);
                  }}
                />
              )}
              <FormTextField
                control={form.control}
                name="name"
                label={t('shopManage.form.name')}
                helperText={kind === 'medicine' ? t('shopManage.form.nameHintMedicine') : undefined}
                slotProps={{ htmlInput: { maxLength: SHOP_NAME_MAX } }}
              />
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
                <FormTextField control={form.control} name="brand" label={t('shopManage.form.brand')} slotProps={{ htmlInput: { maxLength: SHOP_BRAND_MAX } }} />
                <FormTextField control={form.control} name="category" select label={t('shopManage.form.category')}>
                  {SHOP_CATEGORIES.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`shop.category.${value}`)}
                    </MenuItem>
                  ))}
                </FormTextField>
              </Stack>
              <FormTextField
                control={form.control}
                name="description"
                label={t('shopManage.form.description')}
                multiline
                minRows={4}
                slotProps={{ htmlInput: { maxLength: SHOP_DESCRIPTION_MAX } }}
              />
              <ChipsField control={form.control} />
            </Section>
            {aside}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, lg: 4 }}>
          <Stack spacing={3} sx={{ position: { lg: 'sticky' }, top: { lg: 88 } }}>
            <Section id="product-price-title" title={t('shopManage.form.priceAndStock')}>
              <FormTextField
                control={form.control}
                name="price"
                label={t('shopManage.form.price')}
                helperText={t('shopManage.form.priceHint')}
                slotProps={{
                  htmlInput: { inputMode: 'decimal', dir: 'ltr' },
                  input: { startAdornment: <InputAdornment position="start">€</InputAdornment> },
                }}
              />
              <FormTextField control={form.control} name="vatRate" select label={t('shopManage.form.vatRate')} helperText={t('shopManage.form.vatHint')}>
                {VAT_RATES.map((rate) => (
                  <MenuItem key={rate} value={rate}>
                    <bdi dir="ltr">{`${rate} %`}</bdi>
                  </MenuItem>
                ))}
              </FormTextField>
              <FormTextField
                control={form.control}
                name="quantity"
                label={t('shopManage.form.quantity')}
                helperText={t('shopManage.form.quantityHint')}
                slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr' } }}
              />
              <Controller
                control={form.control}
                name="visible"
                render={({ field }) => (
                  <div>
                    <FormControlLabel
                      control={<Switch checked={field.value} onChange={(_, checked) => field.onChange(checked)} onBlur={field.onBlur} />}
                      label={t('shopManage.form.visible')}
                    />
                    <FormHelperText>{t('shopManage.form.visibleHint')}</FormHelperText>
                  </div>
                )}
              />
            </Section>
            <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end' }}>
              <Button component={RouterLink} to={cancelHref} color="inherit" variant="outlined" disabled={form.formState.isSubmitting}>
                {t('shopManage.form.cancel')}
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
