import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { MedicineSearch } from '../../../features/catalogue/components/medicine-search';
import { useMyPharmacies } from '../../../api/pharmacies';
import { OrderForm } from '../../../features/orders/form/order-form';
import { dashboardCrumbs } from './dashboard-crumbs';

const orders = paths.dashboard.order;

/**
 * /dashboard/order/new: pharmacy staff record an order taken at the counter or by phone, with the customer's order
 * form in counter mode: the pharmacy is theirs (chosen among theirs if they work for several), contact fields start
 * empty, and there is no sample-data button.
 */
export function OrderNewPage() {
  const { t } = useTranslation();
  const title = t('pages.order.new.title');
  usePageTitle(title);
  const mine = useMyPharmacies();
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('orders.form.counter.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('nav.orders'), href: orders.list }, { label: t('nav.create') })}
      />
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <QueryBoundary
          query={mine}
          loadingLabel={t('orders.my.loading')}
          loading={<Skeleton variant="rounded" height={480} />}
          isEmpty={(data) => data.items.length === 0}
          empty={<Alert severity="info">{t('orders.form.counter.noPharmacy')}</Alert>}
        >
          {({ items }) => <CounterOrder pharmacies={items} />}
        </QueryBoundary>
      </Box>
    </>
  );
}

/** The counter order form for one of the staff's pharmacies, with a choice when they work for several. */
function CounterOrder({ pharmacies }: { pharmacies: Pharmacy[] }) {
  const { t } = useTranslation();
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pharmacy = pharmacies.find((p) => p.id === chosenId) ?? pharmacies[0];
  return (
    <>
      {pharmacies.length > 1 && (
        <TextField
          select
          fullWidth
          label={t('orders.form.counter.choosePharmacy')}
          value={pharmacy.id}
          onChange={(e) => setChosenId(e.target.value)}
          sx={{ mb: 3 }}
        >
          {pharmacies.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <OrderForm
        key={pharmacy.id}
        mode="counter"
        fixedPharmacy={pharmacy}
        renderMedicineSearch={(add) => (
          <MedicineSearch
            clearOnSelect
            label={t('orders.form.medicines.search')}
            onSelect={(product) =>
              add({ cis: product.id, name: product.name, requiresPrescription: product.requiresPrescription })
            }
          />
        )}
        renderDoneActions={(order) => (
          <Button component={RouterLink} to={orders.details(order.id)} variant="contained">
            {t('orders.form.done.openDesk')}
          </Button>
        )}
      />
    </>
  );
}
