import { useMemo } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from '../../../lib/translation';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { errorMessage } from '../../../lib/api-errors';
import { useAuth } from '../../../lib/auth/use-auth';
import { MedicineSearch } from '../../../features/catalogue/components/medicine-search';
import { useOrder } from '../../../api/orders';
import { OrderForm } from '../../../features/orders/form/order-form';
import { orderAgainStart, type OrderFormStart } from '../../../features/orders/form/order-form-values';
import { PharmacyPicker } from '../../../features/pharmacies/components/pharmacy-picker';
import { myOrderHref, ORDER_AGAIN_PARAM } from './my-order-links';

/**
 * /my/order: the patient's order form, prefilled with their profile's contact; `?again=<order id>` starts from a
 * past order (same pharmacy, medicines and delivery). Composes the orders, catalogue and pharmacies features.
 */
export function MyOrderPage() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const title = t('pages.my.order.title');
  usePageTitle(title);
  const againId = useSearchParams()[0].get(ORDER_AGAIN_PARAM) ?? '';
  const again = useOrder(againId);

  const start = useMemo<OrderFormStart | null>(() => {
    // The form reads its starting values once: wait for the profile (the guard usually has it already).
    if (!user) return null;
    const contact = { first_name: user.first_name, last_name: user.last_name, email: user.email, phone: user.phone };
    // Without the past order (gone, not ours) the form starts from the profile alone, with a warning above it.
    if (!againId || again.isError) return { values: contact };
    if (!again.data) return null;
    const previous = orderAgainStart(again.data);
    return { ...previous, values: { ...previous.values, ...contact } };
  }, [user, againId, again.data, again.isError]);

  return (
    <>
      <PageHeader
        title={title}
        subtitle={againId ? t('orders.form.againSubtitle') : t('orders.form.subtitle')}
        crumbs={[{ label: t('layout.customer.myOrders'), href: paths.my.dashboard }, { label: title }]}
      />
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        {againId && again.isError && (
          <Alert severity="warning" sx={{ mb: 3 }}>
            {t('orders.form.againFailed')} {errorMessage(t, again.error)}
          </Alert>
        )}
        {start === null ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={t('orders.my.loading')} />
          </Box>
        ) : (
          <OrderForm
            // A new starting point (the profile arrived, another past order) is a new form.
            key={`${againId}-${again.data ? 'again' : 'fresh'}`}
            mode="customer"
            start={start}
            renderMedicineSearch={(add) => (
              <MedicineSearch
                clearOnSelect
                label={t('orders.form.medicines.search')}
                onSelect={(product) =>
                  add({ cis: product.id, name: product.name, requiresPrescription: product.requiresPrescription })
                }
              />
            )}
            renderPharmacyPicker={({ value, onChange, error }) => (
              <PharmacyPicker
                value={value}
                onChange={onChange}
                error={error}
                label={t('orders.form.pharmacy.pickerLabel')}
              />
            )}
            renderDoneActions={(order) => (
              <Button component={RouterLink} to={myOrderHref(order.id)} variant="contained">
                {t('orders.form.done.follow')}
              </Button>
            )}
          />
        )}
      </Box>
    </>
  );
}
