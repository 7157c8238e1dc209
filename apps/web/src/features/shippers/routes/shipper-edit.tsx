import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { ApiRequestError } from '../../../lib/api-client';
import { errorMessage } from '../../../lib/api-errors';
import { useShipper } from '../../../api/shippers';
import { useUser } from '../../../api/users';
import type { PharmacyOption } from '../components/pharmacies-served-field';
import { ShipperEditForm } from '../components/shipper-edit-form';

export interface ShipperEditPageProps {
  crumbs: (name: string) => Crumb[];
  listHref: string;
  editHref: (slug: string) => string;
  profileHref: (slug: string) => string;
  pharmacyOptions: readonly PharmacyOption[];
}

/** /dashboard/shipper/{name}/edit (admin). */
export function ShipperEditPage({ crumbs, listHref, editHref, profileHref, pharmacyOptions }: ShipperEditPageProps) {
  const { t } = useTranslation();
  const slug = useParams().name ?? '';
  const navigate = useNavigate();
  const shipper = useShipper(slug);
  const account = useUser(slug);
  const name = shipper.data?.displayName ?? slug;
  const title = t('people.shippers.edit.title', { name });
  usePageTitle(title);

  const failed = shipper.error ?? account.error;
  let body;
  if (failed instanceof ApiRequestError && failed.status === 404) {
    body = (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to={listHref} color="inherit" size="small">
            {t('people.shippers.profile.backToList')}
          </Button>
        }
      >
        {t('people.shippers.profile.notFound')}
      </Alert>
    );
  } else if (failed) {
    body = (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => {
              void shipper.refetch();
              void account.refetch();
            }}
          >
            {t('people.common.retry')}
          </Button>
        }
      >
        {errorMessage(t, failed)}
      </Alert>
    );
  } else if (!shipper.data || !account.data) {
    body = <Skeleton variant="rounded" height={420} aria-label={t('people.common.loading')} />;
  } else {
    body = (
      <ShipperEditForm
        key={shipper.data.uid}
        shipper={shipper.data}
        account={account.data}
        pharmacyOptions={pharmacyOptions}
        onSaved={(saved) => saved.slug !== slug && navigate(editHref(saved.slug), { replace: true })}
      />
    );
  }
  return (
    <>
      <PageHeader
        title={title}
        crumbs={crumbs(name)}
        action={
          shipper.data ? (
            <Button component={RouterLink} to={profileHref(shipper.data.slug)} variant="outlined">
              {t('people.common.viewProfile')}
            </Button>
          ) : undefined
        }
      />
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>{body}</Box>
    </>
  );
}
