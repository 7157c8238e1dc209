import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from '../../../lib/translation';
import type { DashboardBanking } from '@pharmacy/shared/schemas/dashboard-banking';
import { ChartCard, type ChartState } from '../../../components/charts/chart-card';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { isolate } from '../../../lib/bidi';
import { formatTag } from '../../../lib/language-tags';
import { formatEuros } from '../../../lib/money';

/** The quarter's VAT per rate, as the VAT return asks it: taxable base and VAT, credit notes deducted, and the totals. */
export function VatCard({ figures, state }: { figures: DashboardBanking | undefined; state: ChartState }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const euros = (cents: number) => isolate(formatEuros(cents, language));
  const day = new Intl.DateTimeFormat(formatTag(language), { dateStyle: 'medium', timeZone: 'UTC' });
  const vat = figures?.vat;
  const subtitle = vat
    ? t('dashboards.banking.vat.subtitle', {
        quarter: vat.quarter,
        from: day.format(new Date(`${vat.from}T00:00:00Z`)),
        to: day.format(new Date(`${vat.to}T00:00:00Z`)),
      })
    : undefined;
  const total = (key: 'baseCents' | 'vatCents') => vat?.rates.reduce((n, r) => n + r[key], 0) ?? 0;
  return (
    <ChartCard title={t('dashboards.banking.vat.title')} subtitle={subtitle} state={state} height={260}>
      {vat && (
        <Table size="small" aria-label={t('dashboards.banking.vat.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('dashboards.banking.vat.rate')}</TableCell>
              <TableCell align="right">{t('dashboards.banking.vat.base')}</TableCell>
              <TableCell align="right">{t('dashboards.banking.vat.vat')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {vat.rates.map((r) => (
              <TableRow key={r.rate}>
                <TableCell>{isolate(`${r.rate} %`)}</TableCell>
                <TableCell align="right">{euros(r.baseCents)}</TableCell>
                <TableCell align="right">{euros(r.vatCents)}</TableCell>
              </TableRow>
            ))}
            <TableRow>
              <TableCell sx={{ fontWeight: 600 }}>{t('dashboards.banking.vat.total')}</TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {euros(total('baseCents'))}
              </TableCell>
              <TableCell align="right" sx={{ fontWeight: 600 }}>
                {euros(total('vatCents'))}
              </TableCell>
            </TableRow>
          </TableBody>
        </Table>
      )}
    </ChartCard>
  );
}
