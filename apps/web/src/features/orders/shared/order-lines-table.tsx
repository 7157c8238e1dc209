import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import type { OrderLine } from '@pharmacy/shared/schemas/order';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatEuros } from './order-format';

export interface OrderLinesTableProps {
  lines: readonly OrderLine[];
  /** Sum of the priced lines; null until the pharmacy has quoted. */
  totalCents: number | null;
  /** Added to the total when the order is delivered at home. */
  deliveryFeeCents?: number;
}

const SUBSTITUTION_COLOR = { proposed: 'warning', accepted: 'success', refused: 'default' } as const;

/**
 * The order's lines as the pharmacy quoted them: quantity, unit price, line total, the total with the delivery fee,
 * which lines need a prescription and where a substitute stands. Read-only; shared by the customer and the desk.
 * On a phone the unit price moves under the name so four columns never squeeze the medicine's name.
 */
export function OrderLinesTable({ lines, totalCents, deliveryFeeCents = 0 }: OrderLinesTableProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const money = (cents: number) => <bdi dir="ltr">{formatEuros(cents, language)}</bdi>;
  const notPriced = (
    <Typography component="span" variant="body2" sx={{ color: 'text.secondary' }}>
      {t('orders.lines.notPriced')}
    </Typography>
  );

  if (lines.length === 0) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('orders.lines.empty')}
      </Typography>
    );
  }

  const quoted = totalCents !== null;
  return (
    <TableContainer>
      <Table size="small" aria-label={t('orders.lines.label')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('orders.lines.medicine')}</TableCell>
            <TableCell align="right">{t('orders.lines.quantity')}</TableCell>
            <TableCell align="right" sx={hideOnPhone}>
              {t('orders.lines.unitPrice')}
            </TableCell>
            <TableCell align="right">{t('orders.lines.lineTotal')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {lines.map((line) => (
            <TableRow key={line.id}>
              <TableCell sx={{ minWidth: 160 }}>
                <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
                  <Typography variant="body2" sx={{ fontWeight: 600, wordBreak: 'break-word' }}>
                    {line.name}
                  </Typography>
                  {(line.requiresPrescription || line.substitution || line.notMedicine) && (
                    <Stack direction="row" sx={{ gap: 0.5, flexWrap: 'wrap' }}>
                      {line.requiresPrescription && (
                        <Chip size="small" color="warning" variant="outlined" label={t('orders.lines.prescription')} />
                      )}
                      {line.notMedicine && <Chip size="small" variant="outlined" label={t('orderLaw.review.notMedicine')} />}
                      {line.substitution && (
                        <Chip
                          size="small"
                          color={SUBSTITUTION_COLOR[line.substitution.status]}
                          label={t(`orders.lines.substitution.${line.substitution.status}`, { name: line.substitution.name })}
                          sx={{ height: 'auto', py: 0.25, '& .MuiChip-label': { whiteSpace: 'normal' } }}
                        />
                      )}
                    </Stack>
                  )}
                  {line.unitPriceCents !== null && (
                    <Typography variant="caption" sx={{ color: 'text.secondary', display: { sm: 'none' } }}>
                      {t('orders.lines.each', { price: formatEuros(line.unitPriceCents, language) })}
                    </Typography>
                  )}
                </Stack>
              </TableCell>
              <TableCell align="right">
                <bdi dir="ltr">{line.quantity}</bdi>
              </TableCell>
              <TableCell align="right" sx={hideOnPhone}>
                {line.unitPriceCents === null ? notPriced : money(line.unitPriceCents)}
              </TableCell>
              <TableCell align="right">
                {line.unitPriceCents === null ? notPriced : money(line.unitPriceCents * line.quantity)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          {quoted && deliveryFeeCents > 0 && (
            <>
              <TotalRow label={t('orders.lines.subtotal')}>{money(totalCents)}</TotalRow>
              <TotalRow label={t('orders.lines.deliveryFee')}>{money(deliveryFeeCents)}</TotalRow>
            </>
          )}
          <TotalRow label={t('orders.lines.total')} strong>
            {quoted ? money(totalCents + deliveryFeeCents) : t('orders.lines.awaitingQuote')}
          </TotalRow>
        </TableFooter>
      </Table>
    </TableContainer>
  );
}

const hideOnPhone = { display: { xs: 'none', sm: 'table-cell' } } as const;

function TotalRow({ label, strong, children }: { label: string; strong?: boolean; children: ReactNode }) {
  const sx = { color: 'text.primary', fontWeight: strong ? 700 : 400, fontSize: '0.875rem', borderBottom: 0 } as const;
  return (
    <TableRow>
      <TableCell component="th" scope="row" colSpan={2} sx={sx}>
        {label}
      </TableCell>
      {/* The unit price column: hidden on a phone like the body's, so the footer spans what is shown. */}
      <TableCell sx={{ ...sx, ...hideOnPhone }} />
      <TableCell align="right" sx={sx}>
        {children}
      </TableCell>
    </TableRow>
  );
}
