import { useTranslation } from '../../../lib/translation';
import type { DashboardAnalytics } from '@pharmacy/shared/schemas/dashboard-analytics';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatTag } from '../../../lib/language-tags';
import { TileGrid, TodayTile } from '../today/today-tile';

type Period = DashboardAnalytics['current'];

/** "12 % · 8 % before": a share of the period, with the previous period's for comparison. */
function share(part: number, whole: number): number | null {
  return whole === 0 ? null : part / whole;
}

/** The period's headline figures, each compared with the period of equal length before it. */
export function AnalyticsTiles({ figures }: { figures: DashboardAnalytics }) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const percent = new Intl.NumberFormat(formatTag(language), { style: 'percent', maximumFractionDigits: 1 });
  const number = new Intl.NumberFormat(formatTag(language));
  const { current, previous } = figures;
  const rate = (p: Period, part: keyof Period, whole: keyof Period = 'orders') => {
    const value = share(p[part], p[whole]);
    return value === null ? '–' : percent.format(value);
  };
  const before = (text: string) => t('dashboards.analytics.before', { value: text });
  return (
    <TileGrid label={t('dashboards.analytics.totals')}>
      <TodayTile
        label={t('dashboards.analytics.orders')}
        value={current.orders}
        hint={before(number.format(previous.orders))}
      />
      <TodayTile
        label={t('dashboards.analytics.rejected')}
        value={current.rejected}
        hint={`${rate(current, 'rejected')} · ${before(rate(previous, 'rejected'))}`}
        tone="error.main"
      />
      <TodayTile
        label={t('dashboards.analytics.substituted')}
        value={current.substituted}
        hint={`${rate(current, 'substituted')} · ${before(rate(previous, 'substituted'))}`}
      />
      <TodayTile
        label={t('dashboards.analytics.failed')}
        value={current.failedDeliveries}
        hint={`${rate(current, 'failedDeliveries', 'deliveries')} · ${before(rate(previous, 'failedDeliveries', 'deliveries'))}`}
        tone="warning.main"
      />
    </TileGrid>
  );
}

/** Median and slowest tenth of each step, in hours and minutes. */
export function LeadTimes({ figures }: { figures: DashboardAnalytics }) {
  const { t } = useTranslation();
  const duration = (minutes: number | null) => {
    if (minutes === null) return '–';
    const h = Math.floor(minutes / 60);
    const m = Math.round(minutes % 60);
    return h > 0 ? t('dashboards.analytics.lead.hours', { h, m }) : t('dashboards.analytics.lead.minutes', { m });
  };
  return (
    <TileGrid columns={3} label={t('dashboards.analytics.lead.title')}>
      {(['accept', 'prepare', 'handover'] as const).map((step) => {
        const lead = figures.leadTimes[step];
        return (
          <TodayTile
            key={step}
            label={t(`dashboards.analytics.lead.${step}`)}
            value={lead.orders}
            hint={t('dashboards.analytics.lead.hint', {
              median: duration(lead.medianMinutes),
              p90: duration(lead.p90Minutes),
            })}
          />
        );
      })}
    </TileGrid>
  );
}
