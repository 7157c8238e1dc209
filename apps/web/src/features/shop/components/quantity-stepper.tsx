import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from '../../../lib/translation';

export interface QuantityStepperProps {
  value: number;
  max: number;
  onDecrease: () => void;
  onIncrease: () => void;
  /** Which product it counts, for screen readers ("Quantity of Dafalgan"). */
  label: string;
  disabled?: boolean;
}

/** − n + : the quantity of a product on its page or a line of the cart; never below 1 (deleting is its own action). */
export function QuantityStepper({ value, max, onDecrease, onIncrease, label, disabled }: QuantityStepperProps) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" role="group" aria-label={label} sx={{ alignItems: 'center', border: 1, borderColor: 'divider', borderRadius: 1, width: 'fit-content' }}>
      <IconButton size="small" aria-label={t('shop.quantity.decrease')} onClick={onDecrease} disabled={disabled || value <= 1}>
        <RemoveIcon fontSize="small" />
      </IconButton>
      <Typography aria-live="polite" sx={{ minWidth: 32, textAlign: 'center', typography: 'subtitle2' }}>
        {value}
      </Typography>
      <IconButton size="small" aria-label={t('shop.quantity.increase')} onClick={onIncrease} disabled={disabled || value >= max}>
        <AddIcon fontSize="small" />
      </IconButton>
    </Stack>
  );
}
