import { useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useSnackbar } from 'notistack';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { MedicineSearch } from '../../../features/catalogue/components/medicine-search';
import { useOrder } from '../../../api/orders';
import { DeskLinesEditor, EDITABLE_STATUSES, NotEditable } from '../../../features/orders/desk/desk-lines-editor';
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
      title={reference ? <Trans i18nKey="orders.desk.edit.title" values={{ reference }} components={{ ref: <bdi dir="ltr" /> }} /> : t('pages.order.edit.title')}
      crumbs={dashboardCrumbs(
        t,
        { label: t('nav.orders'), href: orders.list },
        { label: reference ? <bdi dir="ltr">{reference}</bdi> : <ParamCrumb name="id" ltr />, href: back },
        { label: t('common.edit') },
      )}
    />
  );

  let body;
  if (order.isPending) body = <Skeleton variant="rounded" height={320} aria-label={t('orders.desk.details.loading')} />;
  else if (order.isError) {
    const missing = order.error instanceof ApiRequestError && (order.error.status === 404 || order.error.status === 403);
    body = (
      <Alert severity={missing ? 'info' : 'error'} action={!missing && <Button color="inherit" size="small" onClick={() => void order.refetch()}>{t('orders.desk.retry')}</Button>}>
        {missing ? t('orders.desk.details.notFound') : errorMessage(t, order.error)}
      </Alert>
    );
  } else if (!(EDITABLE_STATUSES as readonly string[]).includes(order.data.status)) body = <NotEditable order={order.data} backHref={back} />;
  else
    body = (
      <DeskLinesEditor
        // Not keyed on the order's version: a live update must not wipe what the pharmacist is typing.
        key={order.data.id}
        order={order.data}
        backHref={back}
        renderMedicineSearch={(pick, label) => (
          <MedicineSearch
            autoFocus
            label={label}
            onSelect={(product) => pick({ cis: product.id, name: product.name, requiresPrescription: product.requiresPrescription })}
          />
        )}
        onSaved={(saved) => {
          enqueueSnackbar(t('orders.desk.edit.saved', { reference: saved.reference }), { variant: 'success' });
          void navigate(back);
        }}
      />
    );

  return (
    <>
      {header}
      {body}
    </>
  );
}
