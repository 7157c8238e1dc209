import { Link as RouterLink } from 'react-router';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoiceSummary } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatDay, formatEuros } from './invoice-format';
import { InvoiceNumber } from './invoice-number';
import { InvoiceStatusChip } from './invoice-status-chip';

export interface InvoiceCardsProps {
  invoices: readonly InvoiceSummary[];
  detailsHref: (id: string) => string;
  showSeller?: boolean;
}

/** The invoice list on a phone: one card per invoice instead of a table that would scroll sideways. */
export function InvoiceCards({ invoices, detailsHref, showSeller = false }: InvoiceCardsProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Stack component="ul" spacing={1.5} aria-label={t('invoices.list.tableLabel')} sx={{ listStyle: 'none', m: 0, p: 2 }}>
      {invoices.map((invoice) => (
        <li key={invoice.id}>
          <Card variant="outlined">
            <CardActionArea component={RouterLink} to={detailsHref(invoice.id)} sx={{ p: 2 }}>
              <Stack spacing={0.75}>
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', rowGap: 0.5 }}>
                  <Typography variant="subtitle1" component="span" sx={{ fontWeight: 700, color: 'primary.main' }}>
                    <InvoiceNumber number={invoice.number} kind={invoice.kind} />
                  </Typography>
                  <InvoiceStatusChip status={invoice.status} />
                </Stack>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  <bdi>{invoice.buyerName}</bdi>
                  {showSeller && (
                    <>
                      {' · '}
                      <bdi>{invoice.sellerName}</bdi>
                    </>
                  )}
                </Typography>
                <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
                  <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                    {invoice.issueDate && invoice.kind === 'credit_note' ? t('invoices.list.issued', { issued: formatDay(invoice.issueDate, language) }) : invoice.issueDate ? t('invoices.list.issuedDue', { issued: formatDay(invoice.issueDate, language), due: formatDay(invoice.dueDate, language) }) : t('invoices.list.notIssued')}
                  </Typography>
                  <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
                    <bdi dir="ltr">{formatEuros(invoice.grossCents, language)}</bdi>
                  </Typography>
                </Stack>
              </Stack>
            </CardActionArea>
          </Card>
        </li>
      ))}
    </Stack>
  );
}
