import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import { ListFilterRow } from '../../../components/list/list-filter-row';
import { DELIVERY_TYPES, type DeliveryType } from '@pharmacy/shared/schemas/order-form';
import { ORDER_SORTS } from '@pharmacy/shared/schemas/order';

export type OrderSort = (typeof ORDER_SORTS)[number];

export interface DeskListFiltersProps {
  q: string;
  deliveryType: DeliveryType | '';
  sort: OrderSort;
  onQ: (value: string) => void;
  onDeliveryType: (value: DeliveryType | '') => void;
  onSort: (value: OrderSort) => void;
  /** The element the results are in, for aria-controls. */
  resultsId: string;
}

/** Search (reference, customer, medicine), delivery type and sort of the order list. */
export function DeskListFilters({ q, deliveryType, sort, onQ, onDeliveryType, onSort, resultsId }: DeskListFiltersProps) {
  const { t } = useTranslation();
  return (
    <ListFilterRow search={{ label: t('orders.desk.list.search'), placeholder: t('orders.desk.list.searchPlaceholder'), value: q, onChange: onQ }} resultsId={resultsId}>
      <TextField
        select
        label={t('orders.desk.list.deliveryType')}
        value={deliveryType}
        onChange={(event) => onDeliveryType(event.target.value as DeliveryType | '')}
        sx={{ flex: 1, minWidth: { md: 200 } }}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      >
        <MenuItem value="">{t('orders.desk.list.anyDelivery')}</MenuItem>
        {DELIVERY_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`orders.desk.deliveryType.${type}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t('orders.desk.list.sort')}
        value={sort}
        onChange={(event) => onSort(event.target.value as OrderSort)}
        sx={{ flex: 1, minWidth: { md: 200 } }}
      >
        {ORDER_SORTS.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`orders.desk.sort.${value}`)}
          </MenuItem>
        ))}
      </TextField>
    </ListFilterRow>
  );
}
