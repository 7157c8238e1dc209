import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { VatRateTotal } from '@pharmacy/shared/invoices/vat';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatEuros, formatRate } from './invoice-format';

export interface InvoiceTotalsProps {
  breakdown: readonly VatRateTotal[];
  netCents: number;
  vatCents: number;
  grossCents: number;
  /** The form's live totals are announced as they change. */
  live?: boolean;
}

function Row({ label, value, strong }: { label: string; value: string; strong?: boolean }) {
  return (
    // The total's rule is a border: a <dl> holds only dt/dd groups, so no <hr> between them.
    <Stack
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'baseline', ...(strong && { borderTop: 1, borderColor: 'divider', mt: 1, pt: 1 }) }}
    >
      <Typography variant={strong ? 'subtitle1' : 'body2'} component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 700 : 400 }}>
        {label}
      </Typography>
      <Typography
        variant={strong ? 'h6' : 'body2'}
        component="dd"
        sx={{ m: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500 }}
      >
        <bdi dir="ltr">{value}</bdi>
      </Typography>
    </Stack>
  );
}

/**
 * VAT per rate as Belgian invoices state it (base and VAT of each rate, VAT rounded once per rate), then the totals.
 * The same figures the server prints: the form computes them with the shared `invoiceTotals`.
 */
export function InvoiceTotals({ breakdown, netCents, vatCents, grossCents, live }: InvoiceTotalsProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const euros = (cents: number) => formatEuros(cents, language);
  return (
    <Box aria-live={live ? 'polite' : undefined}>
      <Box
        component="table"
        aria-label={t('invoices.document.vatBreakdown')}
        sx={{ width: '100%', borderCollapse: 'collapse', mb: 1.5, '& th, & td': { py: 0.5, paddingInlineStart: 1.5, typography: 'body2', textAlign: 'end', verticalAlign: 'bottom' }, '& th:first-of-type, & td:first-of-type': { textAlign: 'start', paddingInlineStart: 0 } }}
      >
        <thead>
          <Box component="tr" sx={{ color: 'text.secondary', '& th': { fontWeight: 600, borderBottom: 1, borderColor: 'divider' } }}>
            <th scope="col">{t('invoices.document.vatRate')}</th>
            <th scope="col">{t('invoices.document.base')}</th>
            <th scope="col">{t('invoices.document.vat')}</th>
          </Box>
        </thead>
        <tbody>
          {breakdown.length === 0 ? (
            <tr>
              <Box component="td" colSpan={3} sx={{ color: 'text.secondary' }}>
                —
              </Box>
            </tr>
          ) : (
            breakdown.map((row) => (
              <tr key={row.rate}>
                <td>
                  <bdi dir="ltr">{formatRate(row.rate, language)}</bdi>
                </td>
                <Box component="td" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <bdi dir="ltr">{euros(row.baseCents)}</bdi>
                </Box>
                <Box component="td" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                  <bdi dir="ltr">{euros(row.vatCents)}</bdi>
                </Box>
              </tr>
            ))
          )}
        </tbody>
      </Box>
      <Box component="dl" sx={{ m: 0 }}>
        <Row label={t('invoices.document.totalNet')} value={euros(netCents)} />
        <Row label={t('invoices.document.totalVat')} value={euros(vatCents)} />
        <Row label={t('invoices.document.totalGross')} value={euros(grossCents)} strong />
      </Box>
    </Box>
  );
}
