import { Link as RouterLink } from 'react-router';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import Inventory2OutlinedIcon from '@mui/icons-material/Inventory2Outlined';
import type { GridColDef } from '@mui/x-data-grid';
import type { TFunction } from '../../../lib/translator';
import type { Language } from '@pharmacy/shared/languages';
import type { ShopProductSummary } from '@pharmacy/shared/schemas/shop-product';
import { SHOP_LOW_STOCK } from '@pharmacy/shared/shop/constants';
import { shopImageUrl } from '../../../api/shop';
import { paths } from '../../../config/paths';
import { formatEuros } from '../utils/euros';

/** A phone keeps the name (with the price and whether it is on sale under it) and the stock button. */
export const PRODUCT_COLUMNS_HIDDEN_ON_PHONE = ['category', 'kind', 'pharmacy', 'priceCents', 'visible', 'actions'] as const;

const stockColor = (n: number) => (n === 0 ? 'error.main' : n <= SHOP_LOW_STOCK ? 'warning.dark' : 'text.primary');

export interface ProductColumnsOptions {
  t: TFunction;
  language: Language;
  /** Admins read every pharmacy's products: name the seller. */
  showPharmacy: boolean;
  /** Staff change the stock and open the editor; an admin only reads. */
  canEdit: boolean;
  /** The price and the shop status join the name's second line. */
  phone: boolean;
  onStock: (product: ShopProductSummary) => void;
}

/** The product list's columns; the order comes from the sort menu (the server sorts by one key, ascending). */
export function productColumns({ t, language, showPharmacy, canEdit, phone, onStock }: ProductColumnsOptions): GridColDef<ShopProductSummary>[] {
  const columns: (GridColDef<ShopProductSummary> | false)[] = [
    {
      field: 'name',
      headerName: t('shopManage.columns.product'),
      flex: 1,
      minWidth: phone ? 180 : 260,
      renderCell: ({ row }) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', height: 1, minWidth: 0 }}>
          <Avatar variant="rounded" src={row.image ? shopImageUrl(row.image) : undefined} alt="" sx={{ width: 44, height: 44, bgcolor: 'action.hover', color: 'text.secondary' }}>
            <Inventory2OutlinedIcon fontSize="small" />
          </Avatar>
          <Box sx={{ minWidth: 0, lineHeight: 1.4 }}>
            {canEdit ? (
              <Link component={RouterLink} to={paths.dashboard.product.edit(row.slug)} color="inherit" underline="hover" variant="subtitle2" noWrap sx={{ display: 'block' }}>
                <bdi>{row.name}</bdi>
              </Link>
            ) : (
              <Typography variant="subtitle2" noWrap>
                <bdi>{row.name}</bdi>
              </Typography>
            )}
            <Typography variant="caption" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
              {row.brand ? <bdi>{row.brand}</bdi> : null}
              {row.brand && row.cip13 ? ' · ' : null}
              {row.cip13 ? <bdi dir="ltr">{row.cip13}</bdi> : null}
              {phone && (
                <>
                  {row.brand || row.cip13 ? ' · ' : null}
                  <bdi dir="ltr">{formatEuros(row.priceCents, language)}</bdi>
                  {row.visible ? null : ` · ${t('shopManage.visibility.hidden')}`}
                </>
              )}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    { field: 'category', headerName: t('shopManage.columns.category'), sortable: false, minWidth: 140, valueFormatter: (value: string) => t(`shop.category.${value}`) },
    { field: 'kind', headerName: t('shopManage.columns.kind'), sortable: false, minWidth: 140, valueFormatter: (value: string) => t(`shopManage.kind.${value}`) },
    showPharmacy && {
      field: 'pharmacy',
      headerName: t('shopManage.columns.pharmacy'),
      sortable: false,
      minWidth: 180,
      valueGetter: (_value, row) => row.pharmacy.name,
    },
    {
      field: 'priceCents',
      headerName: t('shopManage.columns.price'),
      sortable: false,
      minWidth: 110,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Box component="bdi" dir="ltr" sx={{ fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
          {formatEuros(row.priceCents, language)}
        </Box>
      ),
    },
    {
      field: 'quantity',
      headerName: t('shopManage.columns.stock'),
      sortable: false,
      minWidth: phone ? 90 : 130,
      renderCell: ({ row }) =>
        canEdit ? (
          <Tooltip title={t('shopManage.stock.title')}>
            <Button
              size="small"
              color="inherit"
              onClick={() => onStock(row)}
              aria-label={t('shopManage.stock.adjustFor', { name: row.name, count: row.quantity })}
              sx={{ color: stockColor(row.quantity), fontWeight: 700, fontVariantNumeric: 'tabular-nums', minWidth: 64 }}
            >
              {row.quantity}
            </Button>
          </Tooltip>
        ) : (
          <Box component="span" sx={{ color: stockColor(row.quantity), fontWeight: 700 }}>
            {row.quantity}
          </Box>
        ),
    },
    {
      field: 'visible',
      headerName: t('shopManage.columns.visible'),
      sortable: false,
      minWidth: 120,
      renderCell: ({ row }) => (
        <Chip size="small" variant="outlined" color={row.visible ? 'success' : 'default'} label={row.visible ? t('shopManage.visibility.visible') : t('shopManage.visibility.hidden')} />
      ),
    },
    canEdit && {
      field: 'actions',
      headerName: t('shopManage.columns.actions'),
      sortable: false,
      disableColumnMenu: true,
      width: 72,
      align: 'right',
      headerAlign: 'right',
      renderCell: ({ row }) => (
        <Tooltip title={t('common.edit')}>
          <IconButton component={RouterLink} to={paths.dashboard.product.edit(row.slug)} aria-label={t('shopManage.list.editNamed', { name: row.name })}>
            <EditOutlinedIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      ),
    },
  ];
  return columns.filter((column): column is GridColDef<ShopProductSummary> => column !== false);
}
