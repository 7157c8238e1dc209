import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from '../../../lib/translation';
import { NotFoundAlert, isNotFound } from '../../../components/directory/not-found-alert';
import { PageHeader, type Crumb } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
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

  // The form needs both answers: one boundary for the pair, Retry asks again for both.
  const both = {
    data: shipper.data && account.data ? { shipper: shipper.data, account: account.data } : undefined,
    isPending: shipper.isPending || account.isPending,
    isError: shipper.isError || account.isError,
    error: shipper.error ?? account.error,
    isFetching: shipper.isFetching || account.isFetching,
    refetch: () => Promise.all([shipper.refetch(), account.refetch()]),
  };
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
      <Box sx={{ maxWidth: 880, mx: 'auto' }}>
        <QueryBoundary
          query={both}
          loading={<Skeleton variant="rounded" height={420} />}
          loadingLabel={t('people.common.loading')}
          renderError={(error) =>
            isNotFound(error) ? (
              <NotFoundAlert
                message={t('people.shippers.profile.notFound')}
                backHref={listHref}
                backLabel={t('people.shippers.profile.backToList')}
              />
            ) : undefined
          }
        >
          {(data) => (
            <ShipperEditForm
              key={data.shipper.uid}
              shipper={data.shipper}
              account={data.account}
              pharmacyOptions={pharmacyOptions}
              onSaved={(saved) => saved.slug !== slug && navigate(editHref(saved.slug), { replace: true })}
            />
          )}
        </QueryBoundary>
      </Box>
    </>
  );
}
