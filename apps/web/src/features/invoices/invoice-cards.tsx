import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { InvoiceSummary } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { LinkCardList } from '../../components/list/link-card-list';
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
    <LinkCardList
      items={invoices}
      label={t('invoices.list.tableLabel')}
      keyOf={(invoice) => invoice.id}
      hrefOf={(invoice) => detailsHref(invoice.id)}
      title={(invoice) => <InvoiceNumber number={invoice.number} kind={invoice.kind} />}
      status={(invoice) => <InvoiceStatusChip status={invoice.status} kind={invoice.kind} />}
    >
      {(invoice) => (
        <>
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
              {invoice.issueDate && invoice.kind === 'credit_note'
                ? t('invoices.list.issued', { issued: formatDay(invoice.issueDate, language) })
                : invoice.issueDate
                  ? t('invoices.list.issuedDue', { issued: formatDay(invoice.issueDate, language), due: formatDay(invoice.dueDate, language) })
                  : t('invoices.list.notIssued')}
            </Typography>
            <Typography variant="body2" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
              <bdi dir="ltr">{formatEuros(invoice.grossCents, language)}</bdi>
            </Typography>
          </Stack>
        </>
      )}
    </LinkCardList>
  );
}
