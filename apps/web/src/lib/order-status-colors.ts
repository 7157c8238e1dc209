import type { OrderStatus } from '@pharmacy/shared/orders/lifecycle';

/** A theme palette colour name, as MUI's Chip takes it. */
export type StatusColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning' | 'error';

/**
 * One colour per stage of an order: waiting (default), in progress (info), ready (primary), done (success), stopped
 * (error). The order chips and the dashboards' status dots read it; no MUI component here, so the landing page does not
 * load Chip for a dot.
 */
export const ORDER_STATUS_COLORS: Record<OrderStatus, StatusColor> = {
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

/** The colour as a theme path for `sx` (the default stage is the disabled text's grey). */
export const orderStatusPaletteColor = (status: OrderStatus) => {
  const color = ORDER_STATUS_COLORS[status];
  return color === 'default' ? 'text.disabled' : `${color}.main`;
};
