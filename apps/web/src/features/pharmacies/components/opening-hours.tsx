import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from '../../../lib/translation';
import { localMoment, type OpeningHours as Week } from '@pharmacy/shared/pharmacy-hours';
import type { HoursException } from '@pharmacy/shared/schemas/pharmacy';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { formatDay, upcomingExceptions } from '../utils/hours-exceptions';
import { periodsText, weekdayNames } from '../utils/hours-format';

export interface OpeningHoursProps {
  hours: Week;
  /** Today's row (Belgian date) is marked; defaults to now. */
  now?: Date;
  /** The table's caption; defaults to "Opening hours". */
  caption?: string;
  /** Days that differ from the week (holidays…): the next ones are listed under the table. */
  exceptions?: readonly HoursException[];
}

/** A pharmacy's week, Monday first, in Belgian time; today's row stands out and is announced as the current day. */
export function OpeningHours({ hours, now = new Date(), caption, exceptions }: OpeningHoursProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const names = weekdayNames(language);
  const today = localMoment(now).weekday;
  const differing = upcomingExceptions(exceptions, now);
  const table = (
    <Table
      size="small"
      sx={{ '& caption': { captionSide: 'top', px: 0, pt: 0, typography: 'subtitle2', color: 'text.primary' } }}
    >
      <caption>{caption ?? t('pharmacies.hours.title')}</caption>
      <TableBody>
        {names.map((name, day) => {
          const periods = hours[day] ?? [];
          const isToday = day === today;
          return (
            <TableRow
              key={name}
              aria-current={isToday ? 'date' : undefined}
              sx={isToday ? { '& td, & th': { fontWeight: 700 } } : undefined}
            >
              <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                {name}
                {isToday && ` (${t('pharmacies.hours.today')})`}
              </TableCell>
              <TableCell sx={{ pr: 0 }}>
                {periods.length > 0 ? <bdi dir="ltr">{periodsText(periods)}</bdi> : t('pharmacies.hours.closedDay')}
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
  if (differing.length === 0) return table;
  return (
    <Box>
      {table}
      <Typography variant="subtitle2" component="p" sx={{ mt: 2, mb: 0.5 }}>
        {t('pharmacies.hours.exceptionsTitle')}
      </Typography>
      <Box component="ul" sx={{ m: 0, ps: 2.5, typography: 'body2' }}>
        {differing.map((e) => {
          const day = formatDay(e.date, language);
          return (
            <li key={e.date}>
              {e.periods.length === 0 ? (
                t('pharmacies.hours.closedOn', { date: day })
              ) : (
                <>
                  {t('pharmacies.hours.openOn', { date: day })} <bdi dir="ltr">{periodsText(e.periods)}</bdi>
                </>
              )}
              {e.note ? `: ${e.note}` : ''}
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
