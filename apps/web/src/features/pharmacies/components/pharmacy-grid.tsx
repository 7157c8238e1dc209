import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from '../../../lib/translation';
import type { Pharmacy } from '@pharmacy/shared/schemas/pharmacy';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { usePharmacyPage } from '../../../api/pharmacies';
import { filtersToQuery, type PharmacyFilters } from '../utils/pharmacy-filters';
import { useCursorPaging } from '../../../components/data-grid/use-cursor-paging';
import { useNow } from '../utils/use-now';
import { PharmacyLogoAvatar } from './pharmacy-logo-avatar';
import { PharmacyStatus } from './pharmacy-status';

export const PHARMACY_GRID_PAGE_SIZE = 25;

export interface PharmacyGridProps {
  filters: PharmacyFilters;
  editHref: (slug: string) => string;
  profileHref: (slug: string) => string;
  /** The grid asks for another order by its column headers (name). */
  onSortChange: (sort: PharmacyFilters['sort']) => void;
  /** Search and filters, shown in the grid's card. */
  toolbar?: ReactNode;
}

/** The admin's list: one server page at a time, walked with the server's cursors (kept per page for "previous"). */
export function PharmacyGrid({ filters, editHref, profileHref, onSortChange, toolbar }: PharmacyGridProps) {
  const { t } = useTranslation();
  const now = useNow();
  const paging = useCursorPaging(JSON.stringify(filters));
  const query = usePharmacyPage(filtersToQuery(filters), paging.cursor, PHARMACY_GRID_PAGE_SIZE);
  const nextCursor = query.data?.nextCursor ?? null;

  const columns = useMemo<GridColDef<Pharmacy>[]>(
    () => [
      {
        field: 'name',
        headerName: t('people.pharmacies.fields.name'),
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <PharmacyLogoAvatar logoUrl={row.logoUrl} size={32} />
            <Box sx={{ minWidth: 0 }}>
              <Typography variant="body2" noWrap sx={{ fontWeight: 600 }}>
                {row.name}
              </Typography>
              <Typography variant="caption" noWrap component="div" sx={{ color: 'text.secondary' }}>
                <bdi dir="ltr">{row.code}</bdi>
              </Typography>
            </Box>
          </Stack>
        ),
      },
      {
        field: 'city',
        headerName: t('people.pharmacies.fields.city'),
        sortable: false,
        flex: 1,
        minWidth: 150,
        valueGetter: (_, row) => `${row.postalCode} ${row.city}`,
      },
      {
        field: 'phone',
        headerName: t('people.pharmacies.fields.phone'),
        sortable: false,
        minWidth: 150,
        renderCell: ({ row }) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : '—'),
      },
      {
        field: 'status',
        headerName: t('people.pharmacies.fields.status'),
        sortable: false,
        minWidth: 220,
        flex: 1,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <PharmacyStatus pharmacy={row} now={now} />
          </Box>
        ),
      },
      {
        field: 'homeDelivery',
        headerName: t('people.pharmacies.fields.delivery'),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) => (
          <Chip
            size="small"
            variant="outlined"
            color={row.homeDelivery.enabled ? 'info' : 'default'}
            label={
              row.homeDelivery.enabled
                ? t('people.pharmacies.filters.delivers')
                : t('people.pharmacies.filters.noDelivery')
            }
          />
        ),
      },
      {
        field: 'actions',
        headerName: t('people.common.actions'),
        sortable: false,
        minWidth: 110,
        align: 'right',
        headerAlign: 'right',
        renderCell: ({ row }) => (
          <>
            <Tooltip title={t('people.common.viewProfile')}>
              <IconButton
                component={RouterLink}
                to={profileHref(row.slug)}
                aria-label={t('people.common.profileOf', { name: row.name })}
              >
                <VisibilityOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
            <Tooltip title={t('people.common.edit')}>
              <IconButton
                component={RouterLink}
                to={editHref(row.slug)}
                aria-label={t('people.common.editName', { name: row.name })}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          </>
        ),
      },
    ],
    [t, now, editHref, profileHref],
  );

  return (
    <ServerDataGrid<Pharmacy>
      label={t('people.pharmacies.list.gridLabel')}
      rows={query.data?.items ?? []}
      columns={columns}
      getRowId={(row) => row.id}
      loading={query.isFetching}
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
      hasMore={nextCursor !== null}
      paging={{
        page: paging.page,
        pageSize: PHARMACY_GRID_PAGE_SIZE,
        onPageChange: (page) => paging.goTo(page, nextCursor),
      }}
      sort={filters.sort === 'name' || filters.sort === '-name' ? filters.sort : undefined}
      onSortChange={(sort) => onSortChange(sort === '-name' ? '-name' : 'name')}
      toolbar={toolbar}
      emptyTitle={t('people.pharmacies.list.empty')}
      emptyDescription={t('people.pharmacies.list.emptyHint')}
      hiddenOnPhone={['phone', 'homeDelivery']}
    />
  );
}
