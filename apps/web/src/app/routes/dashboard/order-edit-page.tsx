import { useNavigate, useParams } from 'react-router';
import Skeleton from '@mui/material/Skeleton';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { Trans, useTranslation } from '../../../lib/translation';
import { linesEditable } from '@pharmacy/shared/orders/lifecycle';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { MedicineSearch } from '../../../features/catalogue/components/medicine-search';
import { useOrder } from '../../../api/orders';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { DeskLinesEditor, NotEditable } from '../../../features/orders/desk/desk-lines-editor';
import { isOrderMissing, OrderNotFound } from '../../../features/orders/shared/order-not-found';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';

const orders = paths.dashboard.order;

/** /dashboard/order/{id}/edit: the pharmacy changes lines and prices while the order is submitted or accepted. */
export function OrderEditPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const order = useOrder(id);
  const reference = order.data?.reference;
  usePageTitle(reference ? `${reference} · ${t('pages.order.edit.title')}` : t('pages.order.edit.title'));
  const back = orders.details(id);

  const header = (
    <PageHeader
      title={
        reference ? (
          <Trans i18nKey="orders.desk.edit.title" values={{ reference }} components={{ ref: <bdi dir="ltr" /> }} />
        ) : (
          t('pages.order.edit.title')
        )
      }
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.orders'), href: orders.list },
        { label: reference ? <bdi dir="ltr">{reference}</bdi> : <ParamCrumb name="id" ltr />, href: back },
        { label: t('common.edit') },
      )}
    />
  );

  return (
    <>
      {header}
      <QueryBoundary
        query={order}
        loadingLabel={t('orders.desk.details.loading')}
        loading={<Skeleton variant="rounded" height={320} />}
        renderError={(error) => (isOrderMissing(error) ? <OrderNotFound /> : undefined)}
      >
        {(found) =>
          linesEditable(found.status) ? (
            <DeskLinesEditor
              // Not keyed on the order's version: a live update must not wipe what the pharmacist is typing.
              key={found.id}
              order={found}
              backHref={back}
              renderMedicineSearch={(pick, label) => (
                <MedicineSearch
                  autoFocus
                  label={label}
                  onSelect={(product) =>
                    pick({ cis: product.id, name: product.name, requiresPrescription: product.requiresPrescription })
                  }
                />
              )}
              onSaved={(saved) => {
                enqueueSnackbar(t('orders.desk.edit.saved', { reference: saved.reference }), { variant: 'success' });
                void navigate(back);
              }}
            />
          ) : (
            <NotEditable order={found} backHref={back} />
          )
        }
      </QueryBoundary>
    </>
  );
}
