import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { useTranslation } from 'react-i18next';
import { localMoment, type OpeningHours as Week } from '@pharmacy/shared/pharmacy-hours';
import { useCurrentLanguage } from '../../../components/language/use-current-language';
import { periodsText, weekdayNames } from '../utils/hours-format';

export interface OpeningHoursProps {
  hours: Week;
  /** Today's row (Belgian date) is marked; defaults to now. */
  now?: Date;
  /** The table's caption; defaults to "Opening hours". */
  caption?: string;
}

/** A pharmacy's week, Monday first, in Belgian time; today's row stands out and is announced as the current day. */
export function OpeningHours({ hours, now = new Date(), caption }: OpeningHoursProps) {
  const { t } = useTranslation();
  const language = useCurrentLanguage();
  const names = weekdayNames(language);
  const today = localMoment(now).weekday;
  return (
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
}
