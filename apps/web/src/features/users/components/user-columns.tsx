import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from '../../../lib/translator';
import { Link as RouterLink } from 'react-router';
import Link from '@mui/material/Link';
import type { Person } from '@pharmacy/shared/schemas/accounts';
import { paths } from '../../../config/paths';
import { formatDate } from '../utils/person-display';
import type { UserActionKind } from '../utils/available-actions';
import { UserActionsMenu } from './user-actions-menu';
import { UserAvatar } from './user-avatar';
import { UserStatusChip } from './user-status-chip';

/** Grid column → server sort key. */
export const USER_SORT_KEYS = { displayName: 'name', createdAt: 'createdAt' } as const;
export const USER_COLUMNS_HIDDEN_ON_PHONE = ['role', 'city', 'createdAt'] as const;

export function userColumns(t: TFunction, language: string, onAction: (kind: UserActionKind, person: Person) => void): GridColDef<Person>[] {
  return [
    {
      field: 'displayName',
      headerName: t('people.users.columns.name'),
      flex: 1,
      minWidth: 240,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: 1, minWidth: 0 }}>
          <UserAvatar person={row} size={36} />
          <Box sx={{ minWidth: 0, lineHeight: 1.4 }}>
            <Link
              component={RouterLink}
              to={paths.dashboard.user.edit(row.slug)}
              color="inherit"
              underline="hover"
              variant="subtitle2"
              noWrap
              sx={{ display: 'block' }}
            >
              {row.anonymised ? t('people.users.anonymised') : row.displayName}
            </Link>
            <Typography variant="caption" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
              <bdi dir="ltr">{row.email}</bdi>
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      field: 'role',
      headerName: t('people.users.columns.role'),
      sortable: false,
      minWidth: 130,
      valueFormatter: (value: Person['role']) => t(`auth.roleNames.${value}`),
    },
    {
      field: 'status',
      headerName: t('people.users.columns.status'),
      sortable: false,
      minWidth: 150,
      renderCell: ({ row }) => <UserStatusChip status={row.status} />,
    },
    { field: 'city', headerName: t('people.users.columns.city'), sortable: false, minWidth: 130 },
    {
      field: 'createdAt',
      headerName: t('people.users.columns.createdAt'),
      minWidth: 140,
      valueFormatter: (value: string) => formatDate(value, language),
    },
    {
      field: 'actions',
      headerName: t('people.users.columns.actions'),
      sortable: false,
      disableColumnMenu: true,
      width: 72,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => <UserActionsMenu person={row} onAction={onAction} />,
    },
  ];
}
