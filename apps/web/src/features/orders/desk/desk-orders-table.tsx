import { Link as RouterLink, useNavigate } from 'react-router';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import LocalShippingOutlinedIcon from '@mui/icons-material/LocalShippingOutlined';
import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import { useTranslation } from '../../../lib/translation';
import type { OrderSummary } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { visuallyHidden } from '../../../components/page/visually-hidden';
import { formatDateTime, formatEuros } from '../shared/order-format';
import { OrderStatusChip } from '../shared/order-status-chip';

export interface DeskOrdersTableProps {
  orders: readonly OrderSummary[];
  /** Where a row leads. */
  detailsHref: (id: string) => string;
  /** Admins see every pharmacy's orders: name the pharmacy. */
  showPharmacy?: boolean;
}

/** One row per order; the reference is the link (keyboard), the whole row is clickable (mouse). */
export function DeskOrdersTable({ orders, detailsHref, showPharmacy = false }: DeskOrdersTableProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table aria-label={t('orders.desk.list.tableLabel')} sx={{ minWidth: showPharmacy ? 960 : 860 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.desk.columns.reference')}</TableCell>
            <TableCell>{t('orders.desk.columns.customer')}</TableCell>
            {showPharmacy && <TableCell>{t('orders.desk.columns.pharmacy')}</TableCell>}
            <TableCell>{t('orders.desk.columns.status')}</TableCell>
            <TableCell>{t('orders.desk.columns.delivery')}</TableCell>
            <TableCell align="center">{t('orders.desk.columns.prescription')}</TableCell>
            <TableCell align="right">{t('orders.desk.columns.total')}</TableCell>
            <TableCell>{t('orders.desk.columns.created')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {orders.map((order) => {
            const href = detailsHref(order.id);
            return (
              <TableRow key={order.id} hover onClick={() => navigate(href)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
                    <bdi dir="ltr">{order.reference}</bdi>
                  </Link>
                  <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
                    {t('orders.desk.list.lineCount', { count: order.lineCount })}
                  </Typography>
                </TableCell>
                <TableCell>
                  {order.customer ? (
                    <Typography variant="body2">{order.customer.displayName}</Typography>
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.secondary', fontStyle: 'italic' }}>
                      {t('orders.desk.counterOrder')}
                    </Typography>
                  )}
                </TableCell>
                {showPharmacy && <TableCell>{order.pharmacy.name}</TableCell>}
                <TableCell>
                  <OrderStatusChip status={order.status} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', color: 'text.secondary' }}>
                    {order.deliveryType === 'neighbour' ? <LocalShippingOutlinedIcon fontSize="small" aria-hidden /> : <StorefrontOutlinedIcon fontSize="small" aria-hidden />}
                    <Box component="span" sx={{ color: 'text.primary', typography: 'body2' }}>
                      {t(`orders.desk.deliveryType.${order.deliveryType}`)}
                      {order.city && (
                        <Typography variant="caption" component="span" sx={{ display: 'block', color: 'text.secondary' }}>
                          {order.city}
                        </Typography>
                      )}
                    </Box>
                  </Stack>
                </TableCell>
                <TableCell align="center">
                  {order.hasPrescriptionItems ? (
                    <Tooltip title={t('orders.desk.list.withPrescription')}>
                      <DescriptionOutlinedIcon color="warning" fontSize="small" titleAccess={t('orders.desk.list.withPrescription')} />
                    </Tooltip>
                  ) : (
                    <Box component="span" sx={{ color: 'text.disabled' }}>
                      <span aria-hidden>—</span>
                      <span style={visuallyHidden}>{t('orders.desk.list.withoutPrescription')}</span>
                    </Box>
                  )}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {order.totalCents === null ? (
                    <Typography variant="body2" component="span" sx={{ color: 'text.secondary' }}>
                      {t('orders.desk.notPriced')}
                    </Typography>
                  ) : (
                    <bdi dir="ltr">{formatEuros(order.totalCents, language)}</bdi>
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
                  <time dateTime={order.createdAt}>{formatDateTime(order.createdAt, language)}</time>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
