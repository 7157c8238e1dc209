import Chip from '@mui/material/Chip';
import { useTranslation } from '../../../lib/translation';

/** "Available" (green) or "Unavailable". */
export function AvailabilityChip({ available }: { available: boolean }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={available ? 'success' : 'default'}
      variant={available ? 'filled' : 'outlined'}
      label={available ? t('people.shippers.available') : t('people.shippers.unavailable')}
    />
  );
}
