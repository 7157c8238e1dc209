import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';

/** One colour per stage: waiting (default), in progress (info), ready (primary), done (success), stopped (error). */
export const STATUS_COLORS: Record<OrderStatus, ChipProps['color']> = {
  submitted: 'default',
  accepted: 'info',
  preparing: 'info',
  ready: 'primary',
  out_for_delivery: 'secondary',
  delivery_failed: 'warning',
  delivered: 'success',
  collected: 'success',
  rejected: 'error',
  cancelled: 'error',
};

export interface OrderStatusChipProps {
  status: OrderStatus;
  size?: ChipProps['size'];
}

export function OrderStatusChip({ status, size = 'small' }: OrderStatusChipProps) {
  const { t } = useTranslation();
  return <Chip size={size} variant="outlined" color={STATUS_COLORS[status]} label={t(`orders.status.${status}`)} />;
}
