import { Link as RouterLink, useNavigate } from 'react-router';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../lib/translation';
import type { InvoiceSummary } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatDay, formatEuros } from './invoice-format';
import { InvoiceNumber } from './invoice-number';
import { InvoiceStatusChip } from './invoice-status-chip';

export interface InvoicesTableProps {
  invoices: readonly InvoiceSummary[];
  detailsHref: (id: string) => string;
  /** Admins read every pharmacy's invoices: name the seller. */
  showSeller?: boolean;
}

/** One row per invoice; the number is the link (keyboard), the whole row is clickable (mouse). */
export function InvoicesTable({ invoices, detailsHref, showSeller = false }: InvoicesTableProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const navigate = useNavigate();
  return (
    <TableContainer>
      <Table aria-label={t('invoices.list.tableLabel')} sx={{ minWidth: showSeller ? 900 : 780 }}>
        <TableHead>
          <TableRow>
            <TableCell>{t('invoices.columns.number')}</TableCell>
            <TableCell>{t('invoices.columns.buyer')}</TableCell>
            {showSeller && <TableCell>{t('invoices.columns.seller')}</TableCell>}
            <TableCell>{t('invoices.columns.issueDate')}</TableCell>
            <TableCell>{t('invoices.columns.dueDate')}</TableCell>
            <TableCell align="right">{t('invoices.columns.gross')}</TableCell>
            <TableCell>{t('invoices.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {invoices.map((invoice) => {
            const href = detailsHref(invoice.id);
            return (
              <TableRow key={invoice.id} hover onClick={() => navigate(href)} sx={{ cursor: 'pointer' }}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Link component={RouterLink} to={href} underline="hover" sx={{ fontWeight: 600 }} onClick={(event) => event.stopPropagation()}>
                    <InvoiceNumber number={invoice.number} kind={invoice.kind} />
                  </Link>
                </TableCell>
                <TableCell sx={{ wordBreak: 'break-word' }}>
                  <bdi>{invoice.buyerName}</bdi>
                </TableCell>
                {showSeller && (
                  <TableCell>
                    <bdi>{invoice.sellerName}</bdi>
                  </TableCell>
                )}
                <TableCell sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>{formatDay(invoice.issueDate, language)}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap', color: invoice.status === 'overdue' ? 'error.main' : 'text.secondary' }}>
                  {invoice.kind === 'credit_note' ? '—' : formatDay(invoice.dueDate, language)}
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', fontWeight: 600, fontVariantNumeric: 'tabular-nums' }}>
                  <bdi dir="ltr">{formatEuros(invoice.grossCents, language)}</bdi>
                </TableCell>
                <TableCell>
                  <InvoiceStatusChip status={invoice.status} kind={invoice.kind} />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
