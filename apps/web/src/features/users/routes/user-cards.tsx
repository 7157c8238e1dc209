import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { ExportCsvButton } from '../../../components/data-grid/export-csv-button';
import { errorMessage } from '../../../lib/api-errors';
import { useUsers } from '../../../api/users';
import { UserCard } from '../components/user-card';
import { useUserActionDialogs } from '../components/user-action-dialogs';
import { UserFiltersBar } from '../components/user-filters-bar';
import { UserStatusTabs } from '../components/user-status-tabs';
import { UsersHeader } from '../components/users-header';
import { useUserFilters } from '../hooks/use-user-filters';
import { exportUrl, filtersToQuery } from '../utils/user-filters';

const CARD_SIZE = { xs: 12, sm: 6, md: 4, lg: 3 } as const;

/** /dashboard/user/cards: the same filtered people as cards, with "load more". */
export function UserCardsPage() {
  const { t } = useTranslation();
  const { filters, setFilters } = useUserFilters();
  const users = useUsers(filtersToQuery(filters));
  const { start, dialog } = useUserActionDialogs();
  const people = users.data?.pages.flatMap((p) => p.items) ?? [];

  let body;
  if (users.isPending) {
    body = (
      <Grid container spacing={3} aria-busy aria-label={t('people.users.loading')}>
        {[0, 1, 2, 3].map((i) => (
          <Grid key={i} size={CARD_SIZE}>
            <Skeleton variant="rounded" height={240} />
          </Grid>
        ))}
      </Grid>
    );
  } else if (users.isError && people.length === 0) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void users.refetch()}>
            {t('dataGrid.retry')}
          </Button>
        }
      >
        {errorMessage(t, users.error)}
      </Alert>
    );
  } else if (people.length === 0) {
    body = (
      <Card sx={{ p: 6, textAlign: 'center' }}>
        <Typography variant="h6" component="p">
          {filters.q || filters.role || filters.status || filters.city ? t('people.users.emptyFiltered') : t('people.users.empty')}
        </Typography>
      </Card>
    );
  } else {
    body = (
      <>
        <Grid container spacing={3} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {people.map((person) => (
            <Grid key={person.uid} size={CARD_SIZE} component="li" sx={{ position: 'relative' }}>
              <UserCard person={person} onAction={start} />
            </Grid>
          ))}
        </Grid>
        {users.isFetchNextPageError && (
          <Alert severity="error" sx={{ mt: 3 }}>
            {errorMessage(t, users.error)}
          </Alert>
        )}
        {users.hasNextPage && (
          <Box sx={{ textAlign: 'center', mt: 4 }}>
            <Button
              variant="outlined"
              color="inherit"
              loading={users.isFetchingNextPage}
              disabled={users.isFetchingNextPage}
              onClick={() => void users.fetchNextPage()}
            >
              {t('dataGrid.loadMore')}
            </Button>
          </Box>
        )}
      </>
    );
  }

  return (
    <>
      <UsersHeader view="cards" />
      <Card sx={{ mb: 3 }}>
        <UserStatusTabs value={filters.status} onChange={(status) => setFilters({ status })} />
        <Box sx={{ p: { xs: 2, md: 2.5 } }}>
          <UserFiltersBar filters={filters} onChange={setFilters} end={<ExportCsvButton url={exportUrl(filters)} fileName="users.csv" />} />
        </Box>
      </Card>
      {body}
      {dialog}
    </>
  );
}
