import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { errorMessage } from '../../../lib/api-errors';
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
  const [chosenId, setChosenId] = useState<string | null>(null);
  const pharmacies = mine.data?.items ?? [];
  const pharmacy = pharmacies.find((p) => p.id === chosenId) ?? pharmacies[0];

  let body;
  if (mine.isPending) body = <Skeleton variant="rounded" height={480} aria-label={t('orders.my.loading')} />;
  else if (mine.isError) body = <Alert severity="error">{errorMessage(t, mine.error)}</Alert>;
  else if (!pharmacy) body = <Alert severity="info">{t('orders.form.counter.noPharmacy')}</Alert>;
  else {
    body = (
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

  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('orders.form.counter.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('nav.orders'), href: orders.list }, { label: t('nav.create') })}
      />
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>{body}</Box>
    </>
  );
}
