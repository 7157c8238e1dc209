import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '../../../lib/translation';
import { NotFoundAlert, isNotFound } from '../../../components/directory/not-found-alert';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { errorMessage } from '../../../lib/api-errors';
import { usePerson } from '../../../api/me';
import { shipperProfileQueryOptions, useShipperProfile } from '../../../api/shippers';
import { ShipperProfileView } from '../components/shipper-profile-view';

export interface ShipperProfileContentProps {
  /** A courier: without ?name= they see their own profile. */
  own?: boolean;
  /** Where to pick a courier (staff and admins without ?name=). */
  listHref?: string;
  /** E.g. "Edit" for admins. */
  renderActions?: (shipper: { slug: string }) => React.ReactNode;
}

/** /dashboard/shipper/profile: a courier sees their own; staff and admins open ?name=<slug>. */
export function ShipperProfileContent({ own = false, listHref, renderActions }: ShipperProfileContentProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const named = params.get('name');
  const me = usePerson(own && !named);
  const slug = named ?? me.data?.slug ?? null;
  const profile = useShipperProfile(slug);
  const current = profile.data?.shipper.slug;

  useEffect(() => {
    // An old address (the courier was renamed) becomes the current one.
    if (!named || !current || current === named || !profile.data) return;
    queryClient.setQueryData(shipperProfileQueryOptions(current).queryKey, profile.data);
    setParams(
      (p) => {
        p.set('name', current);
        return p;
      },
      { replace: true },
    );
  }, [named, current, profile.data, queryClient, setParams]);

  const back = listHref ? (
    <Button component={RouterLink} to={listHref} color="inherit" size="small">
      {t('people.shippers.profile.backToList')}
    </Button>
  ) : undefined;
  if (own && !named && me.isPending)
    return <Skeleton variant="rounded" height={320} aria-label={t('people.common.loading')} />;
  if (own && !named && me.isError) return <Alert severity="error">{errorMessage(t, me.error)}</Alert>;
  if (!slug)
    return (
      <Alert severity="info" action={back}>
        {t('people.shippers.profile.chooseHint')}
      </Alert>
    );
  return (
    <QueryBoundary
      query={profile}
      loading={<Skeleton variant="rounded" height={320} />}
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
        <>
          {renderActions && <div style={{ marginBottom: 16 }}>{renderActions(data.shipper)}</div>}
          <ShipperProfileView profile={data} />
        </>
      )}
    </QueryBoundary>
  );
}
