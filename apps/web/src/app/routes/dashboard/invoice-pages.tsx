import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { Trans, useTranslation } from '../../../lib/translation';
import type { Invoice, InvoiceDraftCreate } from '@pharmacy/shared/schemas/invoice';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { useSnackbar } from '../../../components/notifications/use-snackbar';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth/use-auth';
import { useCreateInvoice, useInvoice, useUpdateInvoice } from '../../../api/invoices';
import { useMyPharmacies } from '../../../api/pharmacies';
import { InvoiceDetails } from '../../../features/invoices/invoice-details';
import { InvoiceForm } from '../../../features/invoices/invoice-form';
import { blankValues, valuesOf } from '../../../features/invoices/invoice-form-values';
import { InvoiceList } from '../../../features/invoices/invoice-list';
import { InvoiceNotEditable } from '../../../features/invoices/invoice-not-editable';
import { InvoiceNotFound, isInvoiceMissing } from '../../../features/invoices/invoice-not-found';
import { InvoiceSummary } from '../../../features/invoices/invoice-summary';
import { dashboardCrumbs } from './dashboard-crumbs';
import { ParamCrumb } from './param-crumb';

const invoices = paths.dashboard.invoice;
/** `/dashboard/invoice/{id}?action=credit` opens the credit note dialog (the editor of an issued invoice links there). */
const ACTION_PARAM = 'action';

/** Only pharmacy staff write and act on invoices; an admin reads every pharmacy's, read-only. */
const useIsStaff = () => useAuth().user?.role === 'pharmacy';

function NewInvoiceButton() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to={invoices.new} variant="contained" startIcon={<AddIcon />}>
      {t('invoices.list.newInvoice')}
    </Button>
  );
}

/** `?status=` of the page itself: the cards open a tab of the list below them. */
const tabHref = (tab: string) => `?status=${tab}`;

/** /dashboard/invoice: the totals by status above the list. */
export function InvoiceRootPage() {
  return <InvoiceListPage summary />;
}

/** /dashboard/invoice/list: the pharmacy's invoices (every pharmacy's for an admin). */
export function InvoiceListPage({ summary = false }: { summary?: boolean }) {
  const { t } = useTranslation();
  const role = useAuth().user?.role;
  const staff = role === 'pharmacy';
  usePageTitle(t('pages.invoice.list.title'));
  return (
    <>
      <PageHeader
        title={t('pages.invoice.list.title')}
        subtitle={role === 'admin' ? t('invoices.list.subtitleAdmin') : t('invoices.list.subtitle')}
        crumbs={dashboardCrumbs(t, { label: t('nav.invoices') })}
        action={staff ? <NewInvoiceButton /> : undefined}
      />
      <Stack spacing={3}>
        {summary && <InvoiceSummary tabHref={tabHref} />}
        <InvoiceList detailsHref={invoices.details} showSeller={role === 'admin'} emptyAction={staff ? <NewInvoiceButton /> : undefined} />
      </Stack>
    </>
  );
}

/** /dashboard/invoice/new: a draft written by hand (a counter sale, a nursing home), issued later from its page. */
export function InvoiceNewPage() {
  const { t } = useTranslation();
  const title = t('pages.invoice.new.title');
  usePageTitle(title);
  return (
    <>
      <PageHeader
        title={title}
        subtitle={t('invoices.form.newSubtitle')}
        crumbs={dashboardCrumbs(t, { label: t('nav.invoices'), href: invoices.list }, { label: t('nav.create') })}
      />
      {useIsStaff() ? <NewInvoice /> : <Alert severity="info">{t('invoices.form.staffOnly')}</Alert>}
    </>
  );
}

function NewInvoice() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateInvoice();
  // Staff of several pharmacies choose the one that issues it (the API asks for it then).
  const mine = useMyPharmacies().data?.items ?? [];
  const [pharmacyId, setPharmacyId] = useState('');
  const chosen = mine.length > 1 ? pharmacyId || mine[0]!.id : undefined;
  return (
    <Stack spacing={3}>
      {mine.length > 1 && (
        <TextField select label={t('invoices.form.pharmacy')} value={chosen} onChange={(event) => setPharmacyId(event.target.value)} sx={{ maxWidth: 480 }}>
          {mine.map((pharmacy) => (
            <MenuItem key={pharmacy.id} value={pharmacy.id}>
              {pharmacy.name}
            </MenuItem>
          ))}
        </TextField>
      )}
      <InvoiceForm
        start={blankValues(language)}
        save={(draft: InvoiceDraftCreate) => create.mutateAsync({ ...draft, ...(chosen ? { pharmacyId: chosen } : {}) })}
        onSaved={(invoice) => {
          enqueueSnackbar(t('invoices.done.created'), { variant: 'success' });
          void navigate(invoices.details(invoice.id));
        }}
        cancelHref={invoices.list}
        submitLabel={t('invoices.form.saveDraft')}
      />
    </Stack>
  );
}

function InvoiceTitle({ invoice, fallback }: { invoice: Invoice | undefined; fallback: string }) {
  if (!invoice) return <>{fallback}</>;
  if (!invoice.number) return <Trans i18nKey="invoices.details.titleDraft" />;
  return (
    <Trans
      i18nKey={invoice.kind === 'credit_note' ? 'invoices.details.titleCredit' : 'invoices.details.title'}
      values={{ number: invoice.number }}
      components={{ ref: <bdi dir="ltr" /> }}
    />
  );
}

const numberCrumb = (invoice: Invoice | undefined, draft: string) =>
  invoice ? invoice.number ? <bdi dir="ltr">{invoice.number}</bdi> : draft : <ParamCrumb name="id" ltr />;

/** /dashboard/invoice/{id}: the invoice as its document, with the actions its status allows. */
export function InvoiceDetailsPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useParams().id ?? '';
  const [params] = useSearchParams();
  const staff = useIsStaff();
  const invoice = useInvoice(id);
  const number = invoice.data?.number;
  usePageTitle(number ? `${number} · ${t('pages.invoice.details.title')}` : t('pages.invoice.details.title'));
  return (
    <>
      <PageHeader
        title={<InvoiceTitle invoice={invoice.data} fallback={t('pages.invoice.details.title')} />}
        subtitle={invoice.data ? invoice.data.buyer.name : undefined}
        crumbs={dashboardCrumbs(t, { label: t('nav.invoices'), href: invoices.list }, { label: numberCrumb(invoice.data, t('invoices.draftNumber')) })}
      />
      <QueryBoundary
        query={invoice}
        loadingLabel={t('invoices.details.loading')}
        loading={<Skeleton variant="rounded" height={560} />}
        renderError={(error) => (isInvoiceMissing(error) ? <InvoiceNotFound backHref={invoices.list} /> : undefined)}
      >
        {(found) => (
          <InvoiceDetails
            key={found.id}
            invoice={found}
            canManage={staff}
            invoiceHref={invoices.details}
            editHref={invoices.edit(found.id)}
            orderHref={found.orderId ? paths.dashboard.order.details(found.orderId) : undefined}
            initialAction={params.get(ACTION_PARAM) === 'credit' ? 'credit' : undefined}
            onCredited={(note) => void navigate(invoices.details(note.id))}
          />
        )}
      </QueryBoundary>
    </>
  );
}

/** /dashboard/invoice/{id}/edit: a draft's buyer, lines and terms; an issued invoice says why it cannot change. */
export function InvoiceEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const id = useParams().id ?? '';
  const staff = useIsStaff();
  const invoice = useInvoice(id);
  const update = useUpdateInvoice(id);
  usePageTitle(t('pages.invoice.edit.title'));
  const back = invoices.details(id);
  return (
    <>
      <PageHeader
        title={t('pages.invoice.edit.title')}
        subtitle={invoice.data?.buyer.name}
        crumbs={dashboardCrumbs(
          t,
          { label: t('nav.invoices'), href: invoices.list },
          { label: numberCrumb(invoice.data, t('invoices.draftNumber')), href: back },
          { label: t('common.edit') },
        )}
      />
      <QueryBoundary
        query={invoice}
        loadingLabel={t('invoices.details.loading')}
        loading={<Skeleton variant="rounded" height={480} />}
        renderError={(error) => (isInvoiceMissing(error) ? <InvoiceNotFound backHref={invoices.list} /> : undefined)}
      >
        {(found) =>
          !staff ? (
            <Alert severity="info">{t('invoices.form.staffOnly')}</Alert>
          ) : found.status !== 'draft' ? (
            <InvoiceNotEditable invoice={found} backHref={back} creditHref={`${back}?${ACTION_PARAM}=credit`} />
          ) : (
            <InvoiceForm
              // Not keyed on the version: a refetch must not wipe what is being typed.
              key={found.id}
              start={valuesOf(found)}
              save={(draft) => update.mutateAsync(draft)}
              onSaved={() => {
                enqueueSnackbar(t('invoices.done.saved'), { variant: 'success' });
                void navigate(back);
              }}
              cancelHref={back}
              submitLabel={t('invoices.form.save')}
            />
          )
        }
      </QueryBoundary>
    </>
  );
}
