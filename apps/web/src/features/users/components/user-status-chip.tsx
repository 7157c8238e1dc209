import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '../../../lib/translation';
import type { AccountStatus } from '@pharmacy/shared/roles';

const COLORS: Record<AccountStatus, ChipProps['color']> = {
  active: 'success',
  pending: 'warning',
  suspended: 'error',
  refused: 'default',
};

export function UserStatusChip({ status, size = 'small' }: { status: AccountStatus; size?: ChipProps['size'] }) {
  const { t } = useTranslation();
  return <Chip size={size} variant="outlined" color={COLORS[status]} label={t(`auth.statusNames.${status}`)} />;
}
