import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from '../../../lib/translation';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { ORDER_STATUS_COLORS } from '../../../lib/order-status-colors';

export interface OrderStatusChipProps {
  status: OrderStatus;
  size?: ChipProps['size'];
}

export function OrderStatusChip({ status, size = 'small' }: OrderStatusChipProps) {
  const { t } = useTranslation();
  return <Chip size={size} variant="outlined" color={ORDER_STATUS_COLORS[status]} label={t(`orders.status.${status}`)} />;
}
