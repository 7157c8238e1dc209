import type { HTMLAttributes } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { Product } from '@pharmacy/shared/schemas/catalogue';
import { Price } from './price';

export interface MedicineOptionProps {
  /** The list item props the Autocomplete hands to `renderOption` (without its key). */
  itemProps: HTMLAttributes<HTMLLIElement>;
  product: Product;
}

/** One suggestion: name and form on the start side, price and the prescription chip on the end side. */
export function MedicineOption({ itemProps, product }: MedicineOptionProps) {
  const { t } = useTranslation();
  return (
    <Box component="li" {...itemProps} sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
          {product.name}
        </Typography>
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {product.form}
        </Typography>
      </Box>
      <Box sx={{ flexShrink: 0, display: 'flex', flexDirection: 'column', alignItems: 'flex-end', gap: 0.5 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          <Price cents={product.price} />
        </Typography>
        {product.requiresPrescription && (
          <Chip size="small" color="warning" variant="outlined" label={t('catalogue.prescription.required')} />
        )}
      </Box>
    </Box>
  );
}
