import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import type { GridRowId } from '@mui/x-data-grid';
import { useTranslation } from '../../../lib/translation';
import type { PeopleSort, Person } from '@pharmacy/shared/schemas/accounts';
import { ExportCsvButton } from '../../../components/data-grid/export-csv-button';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { useUsers } from '../../../api/users';
import { BulkActions, BulkSummaryAlert, type BulkSummary } from '../components/bulk-actions';
import { USER_COLUMNS_HIDDEN_ON_PHONE, USER_SORT_KEYS, userColumns } from '../components/user-columns';
import { useUserActionDialogs } from '../components/user-action-dialogs';
import { UserFiltersBar } from '../components/user-filters-bar';
import { UserStatusTabs } from '../components/user-status-tabs';
import { UsersHeader } from '../components/users-header';
import { useUserFilters } from '../hooks/use-user-filters';
import { exportUrl, filtersToQuery } from '../utils/user-filters';

const rowId = (row: Person) => row.uid;

/** /dashboard/user and /dashboard/user/list: every account, searchable, filterable, with the admin's decisions. */
export function UserListPage() {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { filters, setFilters } = useUserFilters();
  const users = useUsers(filtersToQuery(filters));
  const { start, dialog } = useUserActionDialogs();
  const [summary, setSummary] = useState<BulkSummary | null>(null);
  const rows = useMemo(() => users.data?.pages.flatMap((p) => p.items) ?? [], [users.data]);
  const columns = useMemo(() => userColumns(t, language, start), [t, language, start]);
  const filtered = Boolean(filters.q || filters.role || filters.status || filters.city);

  return (
    <>
      <UsersHeader view="list" />
      {summary && <BulkSummaryAlert summary={summary} onClose={() => setSummary(null)} />}
      <ServerDataGrid
        label={t('people.users.gridLabel')}
        rows={rows}
        columns={columns}
        getRowId={rowId}
        loading={users.isPending || (users.isFetching && !users.isFetchingNextPage && users.isPlaceholderData)}
        error={users.error}
        onRetry={() => void users.refetch()}
        hasMore={users.hasNextPage}
        onLoadMore={() => void users.fetchNextPage()}
        loadingMore={users.isFetchingNextPage}
        sort={filters.sort}
        onSortChange={(sort) => setFilters({ sort: sort as PeopleSort | undefined })}
        sortKeys={USER_SORT_KEYS}
        checkboxSelection
        bulkActions={(ids: GridRowId[], clear) => (
          <BulkActions
            ids={ids.map(String)}
            rows={rows}
            onDone={(s) => {
              clear();
              setSummary(s);
            }}
          />
        )}
        toolbar={
          <Box sx={{ mx: { xs: -2, md: -2.5 }, mt: { xs: -2, md: -2.5 } }}>
            <UserStatusTabs value={filters.status} onChange={(status) => setFilters({ status })} />
            <Box sx={{ px: { xs: 2, md: 2.5 }, pt: 2.5 }}>
              <UserFiltersBar
                filters={filters}
                onChange={setFilters}
                end={<ExportCsvButton url={exportUrl(filters)} fileName="users.csv" size="medium" />}
              />
            </Box>
          </Box>
        }
        emptyTitle={filtered ? t('people.users.emptyFiltered') : t('people.users.empty')}
        emptyDescription={filtered ? t('people.users.emptyFilteredHint') : undefined}
        hiddenOnPhone={USER_COLUMNS_HIDDEN_ON_PHONE}
      />
      {dialog}
    </>
  );
}
