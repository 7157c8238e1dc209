import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';

export interface VariantPickerProps {
  colors: readonly string[];
  value: string | null;
  onChange: (color: string) => void;
  /** Shown once "Add to cart" was pressed without a pick. */
  missing?: boolean;
}

/** The product's colours or sizes as chips; one is picked per "Add to cart" (the cart line keeps every pick). */
export function VariantPicker({ colors, value, onChange, missing }: VariantPickerProps) {
  const { t } = useTranslation();
  return (
    <div role="radiogroup" aria-labelledby="shop-variant-label">
      <Typography id="shop-variant-label" variant="subtitle2" sx={{ mb: 1 }}>
        {t('shop.product.variants')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Chip
            key={color}
            label={color}
            role="radio"
            aria-checked={color === value}
            color={color === value ? 'primary' : 'default'}
            variant={color === value ? 'filled' : 'outlined'}
            onClick={() => onChange(color)}
          />
        ))}
      </Stack>
      {missing && (
        <Typography variant="caption" sx={{ color: 'error.main', display: 'block', mt: 1 }}>
          {t('shop.product.pickVariant')}
        </Typography>
      )}
    </div>
  );
}
