import { useMemo, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import type { GridColDef } from '@mui/x-data-grid';
import { useTranslation } from '../../../lib/translation';
import type { ShipperRow } from '@pharmacy/shared/schemas/shipper';
import { ServerDataGrid } from '../../../components/data-grid/server-data-grid';
import { useShipperPage, SHIPPER_PAGE_SIZE } from '../../../api/shippers';
import { filtersToQuery, type ShipperFilters, type ShipperSort } from '../utils/shipper-filters';
import { useCursorPaging } from '../../../components/data-grid/use-cursor-paging';
import { AvailabilityChip } from './availability-chip';
import { ShipperAvatar } from './shipper-avatar';
import { VehicleLabel } from './vehicle';

export interface ShipperGridProps {
  filters: ShipperFilters;
  onSortChange: (sort: ShipperSort) => void;
  /** Admins: e-mail, status and the edit action; pharmacy staff get a read-only list. */
  manage: boolean;
  profileHref: (slug: string) => string;
  editHref: (slug: string) => string;
  toolbar?: ReactNode;
}

const SORT_KEYS = { displayName: 'name', deliveriesDone: 'deliveries' } as const;

/** Couriers, one server page at a time. */
export function ShipperGrid({ filters, onSortChange, manage, profileHref, editHref, toolbar }: ShipperGridProps) {
  const { t } = useTranslation();
  const paging = useCursorPaging(JSON.stringify(filters));
  const query = useShipperPage(filtersToQuery(filters), paging.cursor);
  const nextCursor = query.data?.nextCursor ?? null;

  const columns = useMemo<GridColDef<ShipperRow>[]>(() => {
    const cols: GridColDef<ShipperRow>[] = [
      {
        field: 'displayName',
        headerName: t('people.shippers.fields.name'),
        flex: 2,
        minWidth: 220,
        renderCell: ({ row }) => (
          <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: '100%', minWidth: 0 }}>
            <ShipperAvatar url={row.avatarUrl} name={row.displayName} size={32} />
            <Box sx={{ minWidth: 0 }}>
              <Link
                component={RouterLink}
                to={profileHref(row.slug)}
                variant="body2"
                sx={{ fontWeight: 600, display: 'block' }}
                noWrap
              >
                {row.displayName}
              </Link>
              {manage && row.email && (
                <Typography variant="caption" component="div" noWrap sx={{ color: 'text.secondary' }}>
                  <bdi dir="ltr">{row.email}</bdi>
                </Typography>
              )}
            </Box>
          </Stack>
        ),
      },
      {
        field: 'phone',
        headerName: t('people.shippers.fields.phone'),
        sortable: false,
        minWidth: 140,
        renderCell: ({ row }) => (row.phone ? <bdi dir="ltr">{row.phone}</bdi> : '—'),
      },
      {
        field: 'vehicle',
        headerName: t('people.shippers.fields.vehicle'),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) => (
          <Box sx={{ display: 'flex', alignItems: 'center', height: '100%' }}>
            <VehicleLabel vehicle={row.vehicle} />
          </Box>
        ),
      },
      {
        field: 'available',
        headerName: t('people.shippers.fields.availability'),
        sortable: false,
        minWidth: 130,
        renderCell: ({ row }) => <AvailabilityChip available={row.available} />,
      },
      {
        field: 'deliveriesDone',
        headerName: t('people.shippers.fields.deliveries'),
        type: 'number',
        sortingOrder: ['desc'],
        minWidth: 120,
        renderCell: ({ row }) => <bdi dir="ltr">{row.deliveriesDone}</bdi>,
      },
      {
        field: 'pharmacies',
        headerName: t('people.shippers.fields.pharmacies'),
        sortable: false,
        flex: 2,
        minWidth: 220,
        valueGetter: (_, row) => row.pharmacies.map((p) => p.pharmacyName).join(', '),
        renderCell: ({ row }) =>
          row.pharmacies
            .map((p) => (p.isStaff ? `${p.pharmacyName} (${t('people.shippers.staff')})` : p.pharmacyName))
            .join(', ') || '—',
      },
    ];
    if (manage) {
      cols.push(
        {
          field: 'status',
          headerName: t('people.shippers.fields.status'),
          sortable: false,
          minWidth: 120,
          renderCell: ({ row }) => (
            <Chip
              size="small"
              variant="outlined"
              color={row.status === 'active' ? 'success' : row.status === 'pending' ? 'warning' : 'default'}
              label={t(`people.shippers.statuses.${row.status}`)}
            />
          ),
        },
        {
          field: 'actions',
          headerName: t('people.common.actions'),
          sortable: false,
          minWidth: 80,
          align: 'right',
          headerAlign: 'right',
          renderCell: ({ row }) => (
            <Tooltip title={t('people.common.edit')}>
              <IconButton
                component={RouterLink}
                to={editHref(row.slug)}
                aria-label={t('people.common.editName', { name: row.displayName })}
              >
                <EditOutlinedIcon fontSize="small" />
              </IconButton>
            </Tooltip>
          ),
        },
      );
    }
    return cols;
  }, [t, manage, profileHref, editHref]);

  return (
    <ServerDataGrid<ShipperRow>
      label={t('people.shippers.list.gridLabel')}
      rows={query.data?.items ?? []}
      columns={columns}
      getRowId={(row) => row.uid}
      loading={query.isFetching}
      error={query.isError ? query.error : null}
      onRetry={() => void query.refetch()}
      hasMore={nextCursor !== null}
      paging={{ page: paging.page, pageSize: SHIPPER_PAGE_SIZE, onPageChange: (page) => paging.goTo(page, nextCursor) }}
      sort={filters.sort === '-createdAt' ? undefined : filters.sort}
      sortKeys={SORT_KEYS}
      onSortChange={(sort) => onSortChange(sort === '-name' || sort === '-deliveries' ? sort : 'name')}
      toolbar={toolbar}
      emptyTitle={t('people.shippers.list.empty')}
      emptyDescription={manage ? t('people.shippers.list.emptyHint') : t('people.shippers.list.emptyStaff')}
      hiddenOnPhone={['phone', 'pharmacies', 'status']}
    />
  );
}
