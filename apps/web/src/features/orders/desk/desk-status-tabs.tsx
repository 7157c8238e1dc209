import { useTranslation } from '../../../lib/translation';
import { ORDER_STATUSES, type OrderStatus } from '@pharmacy/shared/orders/lifecycle';
import { StatusTabs } from '../../../components/status-tabs/status-tabs';
import { ORDER_STATUS_COLORS } from '../../../lib/order-status-colors';

export interface DeskStatusTabsProps {
  value: OrderStatus | '';
  /** Per status among the orders the filters keep; undefined while the first page loads. */
  counts: Partial<Record<OrderStatus, number>> | undefined;
  /** The server stopped counting a search's matches: each count is "at least" (shown "n+"). */
  atLeast?: boolean;
  onChange: (status: OrderStatus | '') => void;
  /** The element the tabs filter, for aria-controls. */
  panelId: string;
}

/** "All" and one tab per order status, each with how many orders it holds (the list's `counts`). */
export function DeskStatusTabs(props: DeskStatusTabsProps) {
  const { t } = useTranslation();
  return (
    <StatusTabs
      {...props}
      statuses={ORDER_STATUSES}
      colors={ORDER_STATUS_COLORS}
      labelOf={(status) => t(`orders.status.${status}`)}
      allLabel={t('orders.desk.list.all')}
      ariaLabel={t('orders.desk.list.tabsLabel')}
    />
  );
}
