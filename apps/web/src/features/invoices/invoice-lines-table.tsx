import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../lib/translation';
import type { InvoiceLine } from '@pharmacy/shared/schemas/invoice';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { formatEuros, formatRate } from './invoice-format';

/** Unit price and VAT columns are hidden on a phone; their values go under the description instead. */
const WIDE = { display: { xs: 'none', sm: 'table-cell' } } as const;
const NUMBER = { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' } as const;

/**
 * The invoice's lines: description, quantity, unit price, VAT rate and amount (VAT is totalled per rate). Prices are
 * before VAT, or VAT included on an invoice of consumer prices (`pricesIncludeVat`), and the headers say which.
 */
export function InvoiceLinesTable({ lines, pricesIncludeVat }: { lines: readonly InvoiceLine[]; pricesIncludeVat: boolean }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  return (
    <Table size="small" aria-label={t('invoices.document.lines')} sx={{ '& th': { fontWeight: 700, color: 'text.secondary', verticalAlign: 'bottom' } }}>
      <TableHead>
        <TableRow>
          <TableCell sx={{ width: { sm: '40%' } }}>{t('invoices.document.description')}</TableCell>
          <TableCell align="right">{t('invoices.document.quantity')}</TableCell>
          <TableCell align="right" sx={WIDE}>
            {t(pricesIncludeVat ? 'invoices.document.unitPriceInclVat' : 'invoices.document.unitPrice')}
          </TableCell>
          <TableCell align="right" sx={WIDE}>
            {t('invoices.document.vatRate')}
          </TableCell>
          <TableCell align="right">{t(pricesIncludeVat ? 'invoices.document.amountInclVat' : 'invoices.document.net')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line) => (
          <TableRow key={line.id}>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              <bdi>{line.description}</bdi>
              <Typography variant="caption" component="div" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
                <bdi dir="ltr">{formatEuros(line.unitPriceCents, language)}</bdi>
                {' · '}
                {t('invoices.document.vatShort', { rate: formatRate(line.vatRate, language) })}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={NUMBER}>
              <bdi dir="ltr">{line.quantity}</bdi>
            </TableCell>
            <TableCell align="right" sx={{ ...WIDE, ...NUMBER }}>
              <bdi dir="ltr">{formatEuros(line.unitPriceCents, language)}</bdi>
            </TableCell>
            <TableCell align="right" sx={{ ...WIDE, ...NUMBER }}>
              <bdi dir="ltr">{formatRate(line.vatRate, language)}</bdi>
            </TableCell>
            <TableCell align="right" sx={NUMBER}>
              <bdi dir="ltr">{formatEuros(line.amountCents, language)}</bdi>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
