import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from '../../../lib/translation';
import type { Product } from '@pharmacy/shared/schemas/catalogue';
import { translateFieldMessage } from '../../../lib/api-errors';
import type { ChosenPresentation, ProductFormValues } from '../utils/product-form-values';

/** Draws the catalogue search; calls `onSelect` with the medicine chosen. */
export type RenderMedicineSearch = (onSelect: (product: Product) => void) => ReactNode;

export interface MedicinePickerProps {
  control: Control<ProductFormValues>;
  /** The pack already on sale (edit page), shown until another medicine is searched. */
  current: ChosenPresentation | null;
  /** A medicine was chosen: the form may take its name. */
  onMedicine: (product: Product) => void;
  /** Without it (tests), the CIP13 is typed. */
  renderSearch?: RenderMedicineSearch;
}

/**
 * A medicine product is one pack of the catalogue: search the medicine, then choose its presentation (CIP13).
 * Prescription-only medicines are flagged here; the server refuses them (400 on `cip13`).
 */
export function MedicinePicker({ control, current, onMedicine, renderSearch }: MedicinePickerProps) {
  const { t } = useTranslation();
  const [medicine, setMedicine] = useState<Product | null>(null);
  const { field, fieldState } = useController({ name: 'cip13', control });
  const message = translateFieldMessage(t, fieldState.error?.message);
  const packs = medicine?.presentations ?? [];

  const choose = (product: Product) => {
    setMedicine(product);
    onMedicine(product);
    // One pack: nothing to choose; several: the staff member picks (the marketed first).
    const marketed = product.presentations.filter((p) => p.marketed);
    const only = (marketed.length === 1 ? marketed : product.presentations.length === 1 ? product.presentations : [])[0];
    field.onChange(only?.cip13 ?? '');
  };

  return (
    <Stack spacing={2}>
      {renderSearch?.(choose)}
      {medicine?.requiresPrescription && <Alert severity="warning">{t('shopManage.form.prescriptionWarning')}</Alert>}
      {medicine && packs.length > 0 ? (
        <TextField
          select
          fullWidth
          label={t('shopManage.form.cip13')}
          name={field.name}
          value={packs.some((p) => p.cip13 === field.value) ? field.value : ''}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message ?? t('shopManage.form.cip13Hint')}
        >
          {packs.map((pack) => (
            <MenuItem key={pack.cip13} value={pack.cip13}>
              <bdi dir="ltr">{pack.cip13}</bdi>&nbsp;· {pack.label}
              {!pack.marketed && ` (${t('catalogue.status.notMarketed')})`}
            </MenuItem>
          ))}
        </TextField>
      ) : (
        // Without a search (or a pack list), the code can be typed: 13 digits, checked by the server.
        <TextField
          fullWidth
          label={t('shopManage.form.cip13')}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value.replace(/\D/g, ''))}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(message)}
          helperText={message ?? (current ? `${current.medicineName} · ${current.label}` : t('shopManage.form.cip13Hint'))}
          slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 13, dir: 'ltr' } }}
        />
      )}
    </Stack>
  );
}
