import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useTranslation } from '../../../lib/translation';
import { QueryBoundary } from '../../../components/query-boundary/query-boundary';
import { PageHeader } from '../../../components/page/page-header';
import { usePageTitle } from '../../../components/page/use-page-title';
import { paths } from '../../../config/paths';
import { ApiRequestError } from '../../../lib/api-client';
import { useUser } from '../../../api/users';
import { ExportUserDataButton } from '../components/export-user-data-button';
import { NotFoundState } from '../components/not-found-state';
import { useUserActionDialogs } from '../components/user-action-dialogs';
import { UserDetailsForm } from '../components/user-details-form';
import { UserSummaryCard } from '../components/user-summary-card';

const u = paths.dashboard.user;

/** /dashboard/user/{name}/edit: the person's details, photo, role and account status. */
export function UserEditPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const slug = useParams().name ?? '';
  const user = useUser(slug);
  const person = user.data;
  const { start, dialog } = useUserActionDialogs((kind) => {
    if (kind === 'anonymise') navigate(u.list);
  });
  const title = person ? t('people.users.editTitle', { name: person.displayName }) : t('people.users.editTitleShort');
  usePageTitle(title);

  // An old address (before a rename) still finds the person: show the current one.
  useEffect(() => {
    if (person && person.slug !== slug) navigate(u.edit(person.slug), { replace: true });
  }, [person, slug, navigate]);

  const body = (
    <QueryBoundary
      query={user}
      loadingLabel={t('people.users.loading')}
      loading={
        <Grid container spacing={3}>
          <Grid size={{ xs: 12, md: 4 }}>
            <Skeleton variant="rounded" height={420} />
          </Grid>
          <Grid size={{ xs: 12, md: 8 }}>
            <Skeleton variant="rounded" height={480} />
          </Grid>
        </Grid>
      }
      renderError={(error) =>
        error instanceof ApiRequestError && error.status === 404 ? <NotFoundState backTo={u.list} /> : undefined
      }
    >
      {(person) => (
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <UserSummaryCard person={person} onAction={start} />
            <ExportUserDataButton uid={person.uid} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 8 }}>
          <UserDetailsForm key={`${person.uid}-${person.updatedAt}`} person={person} />
        </Grid>
      </Grid>
      )}
    </QueryBoundary>
  );

  return (
    <>
      <PageHeader
        title={title}
        crumbs={[
          { label: t('nav.dashboard'), href: paths.dashboard.root },
          { label: t('nav.users'), href: u.root },
          { label: person?.displayName ?? slug },
          { label: t('common.edit') },
        ]}
      />
      {body}
      {dialog}
    </>
  );
}
