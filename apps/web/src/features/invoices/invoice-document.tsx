import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { Invoice } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatDay } from './invoice-format';
import { InvoiceLinesTable } from './invoice-lines-table';
import { InvoiceStatusChip } from './invoice-status-chip';
import { InvoiceTotals } from './invoice-totals';

export interface InvoiceDocumentProps {
  invoice: Invoice;
  /** Where the corrected invoice of a credit note opens (none: its id is not linked). */
  invoiceHref?: (id: string) => string;
}

const LABEL = { color: 'text.secondary', textTransform: 'uppercase', letterSpacing: 0.6, fontWeight: 700, fontSize: 11 } as const;

function Party({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography component="h3" sx={{ ...LABEL, mb: 0.75 }}>
        {title}
      </Typography>
      <Typography variant="body2" component="div" sx={{ lineHeight: 1.7, wordBreak: 'break-word' }}>
        {children}
      </Typography>
    </Box>
  );
}

/** A label and an identifier that stays left-to-right (VAT numbers, IBAN, codes). */
function Code({ label, value }: { label: string; value: string | null }) {
  if (!value) return null;
  return (
    <div>
      <Box component="span" sx={{ color: 'text.secondary' }}>
        {label}
      </Box>{' '}
      <bdi dir="ltr">{value}</bdi>
    </div>
  );
}

/** IBAN in groups of four, as banks print it. */
const groupIban = (iban: string) => iban.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * The invoice laid out as the document the buyer receives: seller and buyer, number and dates, lines, VAT per rate,
 * totals, and how to pay by transfer. The PDF the server will render follows the same layout.
 */
export function InvoiceDocument({ invoice, invoiceHref }: InvoiceDocumentProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const { seller, buyer } = invoice;
  const credit = invoice.kind === 'credit_note';
  const title = credit ? t('invoices.kind.credit_note') : t('invoices.kind.invoice');
  const meta = [
    { label: t('invoices.document.number'), value: invoice.number ? <bdi dir="ltr">{invoice.number}</bdi> : <em>{t('invoices.draftNumber')}</em> },
    { label: t('invoices.document.issueDate'), value: formatDay(invoice.issueDate, language) },
    ...(credit ? [] : [{ label: t('invoices.document.dueDate'), value: formatDay(invoice.dueDate, language) }]),
  ];

  return (
    <Paper component="article" variant="outlined" aria-label={title} sx={{ p: { xs: 2, sm: 4, md: 5 }, borderRadius: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' }, mb: 3 }}>
        <Box>
          <Typography variant="h5" component="h2" sx={{ fontWeight: 800, letterSpacing: 0.5 }}>
            {title}
          </Typography>
          {credit && invoice.creditedInvoiceId && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {invoiceHref ? (
                <Link component={RouterLink} to={invoiceHref(invoice.creditedInvoiceId)}>
                  {t('invoices.document.correctsLink')}
                </Link>
              ) : (
                t('invoices.document.corrects')
              )}
            </Typography>
          )}
        </Box>
        <Stack spacing={1} sx={{ alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
          <InvoiceStatusChip status={invoice.status} kind={invoice.kind} size="medium" />
          <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr auto', sm: 'auto auto' }, columnGap: 2, alignSelf: { xs: 'stretch', sm: 'auto' }, rowGap: 0.25, typography: 'body2' }}>
            {meta.map((row) => (
              <Box key={row.label} sx={{ display: 'contents' }}>
                <Box component="dt" sx={{ color: 'text.secondary' }}>
                  {row.label}
                </Box>
                <Box component="dd" sx={{ m: 0, fontWeight: 600, textAlign: 'end', whiteSpace: 'nowrap' }}>
                  {row.value}
                </Box>
              </Box>
            ))}
          </Box>
        </Stack>
      </Stack>

      <Grid container spacing={3} sx={{ mb: 3 }}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Party title={t('invoices.document.seller')}>
            <Box sx={{ fontWeight: 700 }}>
              <bdi>{seller.name}</bdi>
            </Box>
            <div>
              <bdi>{seller.street}</bdi>
            </div>
            <div>
              <bdi>
                {seller.postalCode} {seller.city}
              </bdi>
              {seller.country !== 'BE' && ` (${seller.country})`}
            </div>
            {seller.vatNumber ? (
              <Code label={t('invoices.document.vatNumber')} value={seller.vatNumber} />
            ) : (
              <Box sx={{ color: 'warning.main' }}>{t('invoices.document.sellerVatMissing')}</Box>
            )}
            <Code label={t('invoices.document.pharmacyCode')} value={seller.pharmacyCode} />
          </Party>
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <Party title={t('invoices.document.buyer')}>
            <Box sx={{ fontWeight: 700 }}>
              <bdi>{buyer.name}</bdi>
            </Box>
            <div>
              <bdi>{buyer.street}</bdi>
            </div>
            <div>
              <bdi>
                {buyer.postalCode} {buyer.city}
              </bdi>
              {buyer.country !== 'BE' && ` (${buyer.country})`}
            </div>
            <Code label={t('invoices.document.vatNumber')} value={buyer.vatNumber} />
            {buyer.email && (
              <Box sx={{ color: 'text.secondary' }}>
                <bdi dir="ltr">{buyer.email}</bdi>
              </Box>
            )}
          </Party>
        </Grid>
      </Grid>

      <Box sx={{ mx: { xs: -2, sm: 0 }, mb: 3 }}>
        <InvoiceLinesTable lines={invoice.lines} pricesIncludeVat={invoice.pricesIncludeVat} />
      </Box>

      <Grid container spacing={3} sx={{ flexDirection: { xs: 'column-reverse', md: 'row' } }}>
        <Grid size={{ xs: 12, md: 6 }}>
          {!credit && (invoice.structuredCommunication || seller.iban) && (
            <Box sx={{ p: 2, borderRadius: 1.5, bgcolor: 'action.hover' }}>
              <Typography component="h3" sx={{ ...LABEL, mb: 1 }}>
                {t('invoices.document.payment')}
              </Typography>
              <Typography variant="body2" component="div" sx={{ lineHeight: 1.8 }}>
                <Code label={t('invoices.document.iban')} value={seller.iban && groupIban(seller.iban)} />
                <Code label={t('invoices.document.bic')} value={seller.bic} />
                {invoice.structuredCommunication && (
                  <div>
                    <Box component="span" sx={{ color: 'text.secondary' }}>
                      {t('invoices.document.communication')}
                    </Box>{' '}
                    <Box component="bdi" dir="ltr" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: 15 }}>
                      {invoice.structuredCommunication}
                    </Box>
                  </div>
                )}
              </Typography>
            </Box>
          )}
          {invoice.status === 'paid' && invoice.paidAt && (
            <Typography variant="body2" sx={{ mt: 2, color: 'success.main', fontWeight: 600 }}>
              {t('invoices.document.paidOn', {
                date: formatDay(invoice.paidAt, language),
                method: invoice.paymentMethod ? t(`invoices.method.${invoice.paymentMethod}`) : '—',
              })}
            </Typography>
          )}
          {invoice.notes && (
            <Box sx={{ mt: 2 }}>
              <Typography component="h3" sx={{ ...LABEL, mb: 0.5 }}>
                {t('invoices.document.notes')}
              </Typography>
              <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>
                <bdi>{invoice.notes}</bdi>
              </Typography>
            </Box>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <InvoiceTotals breakdown={invoice.breakdown} {...invoice.totals} />
        </Grid>
      </Grid>
      <Divider sx={{ my: 3 }} />
      <Typography variant="caption" component="p" sx={{ color: 'text.secondary' }}>
        {t('invoices.document.footer', { language: t(`language.names.${invoice.language}`, { defaultValue: invoice.language }) })}
      </Typography>
    </Paper>
  );
}
