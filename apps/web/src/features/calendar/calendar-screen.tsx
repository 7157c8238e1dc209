import { useMemo, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import AddIcon from '@mui/icons-material/Add';
import EventRepeatOutlinedIcon from '@mui/icons-material/EventRepeatOutlined';
import { useTranslation } from '../../lib/translation';
import type { CalendarKind } from '@pharmacy/shared/schemas/calendar';
import { useCalendarEvents, useSaveCalendarEvent } from '../../api/calendar';
import { useMyPharmacies } from '../../api/pharmacies';
import { notifyToast } from '../../components/notifications/toast';
import { errorMessage } from '../../lib/api-errors';
import { useAuth } from '../../lib/auth/use-auth';
import { toBrusselsIso } from './brussels-time';
import { serverFieldErrors, translateFields } from './calendar-errors';
import { CalendarView, type CalendarChange, type CalendarRange } from './calendar-view';
import { EventDialog, type EventDialogTarget } from './event-dialog';
import { kindsForRole, shiftedInput, valuesFromRange } from './event-values';
import { KindLegend } from './kind-legend';
import { SubscriptionDialog } from './subscription-dialog';

const HOUR = 3_600_000;

/** A new event from the button: the next whole hour, for an hour. */
function nextHour(now = Date.now()) {
  const start = Math.ceil(now / HOUR) * HOUR;
  return { start: toBrusselsIso(start), end: toBrusselsIso(start + HOUR), allDay: false };
}

/**
 * The calendar page's content, for every role: the reader's events and those they may see (their pharmacy's
 * dates, the on-duty days of the pharmacies a courier serves), added by selecting days or hours or with the
 * button, moved and resized by dragging when the reader may change them, opened by a click.
 */
export function CalendarScreen() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const kinds = useMemo(() => kindsForRole(user?.role), [user?.role]);
  const [range, setRange] = useState<CalendarRange | null>(null);
  const query = useCalendarEvents(range);
  const [hidden, setHidden] = useState<ReadonlySet<CalendarKind>>(new Set());
  const [dialog, setDialog] = useState<{ target: EventDialogTarget; key: number } | null>(null);
  const open = (target: EventDialogTarget) => setDialog((current) => ({ target, key: (current?.key ?? 0) + 1 }));
  // The calendar reports its window on every change of view or date; the same window asks nothing again.
  const showRange = (next: CalendarRange) =>
    setRange((current) => (current && current.start === next.start && current.end === next.end ? current : next));
  const [feedOpen, setFeedOpen] = useState(false);
  const move = useSaveCalendarEvent();
  const mine = useMyPharmacies(user?.role === 'pharmacy').data?.items;
  const pharmacies = useMemo(() => (mine ?? []).map(({ id, name }) => ({ id, name })), [mine]);

  const all = useMemo(() => query.data?.events ?? [], [query.data]);
  const shown = useMemo(() => all.filter((e) => !hidden.has(e.kind)), [all, hidden]);
  const legendKinds = useMemo(() => {
    const present = new Set<CalendarKind>([...kinds, ...all.map((e) => e.kind)]);
    return [...present];
  }, [kinds, all]);

  const toggle = (kind: CalendarKind) =>
    setHidden((current) => {
      const next = new Set(current);
      if (next.has(kind)) next.delete(kind);
      else next.add(kind);
      return next;
    });

  const change = ({ event, startDelta, endDelta, revert }: CalendarChange) => {
    move.mutate(
      { eventId: event.id, event: shiftedInput(event, startDelta, endDelta) },
      {
        onError: (error) => {
          revert();
          const field = Object.values(translateFields(t, serverFieldErrors(error)))[0];
          notifyToast('error', `${t('calendar.moveFailed')} ${field ?? errorMessage(t, error)}`);
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
        <Stack direction="row" spacing={1} sx={{ flexShrink: 0 }}>
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => open({ values: valuesFromRange(nextHour(), 'personal') })}
          >
            {t('calendar.newEvent')}
          </Button>
          <Button variant="outlined" color="inherit" startIcon={<EventRepeatOutlinedIcon />} onClick={() => setFeedOpen(true)}>
            {t('calendar.subscribe')}
          </Button>
        </Stack>
        <Box sx={{ flexGrow: 1 }}>
          <KindLegend kinds={legendKinds} hidden={hidden} onToggle={toggle} />
        </Box>
      </Stack>
      {query.isError && !query.isFetching && (
        <Alert
          severity="error"
          role="alert"
          action={
            <Button color="inherit" size="small" onClick={() => void query.refetch()}>
              {t('errors.tryAgain')}
            </Button>
          }
        >
          {t('calendar.loadFailed')} {errorMessage(t, query.error)}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ borderRadius: 2, overflow: 'hidden', position: 'relative' }}>
        {(query.isFetching || !range) && (
          <LinearProgress
            aria-label={t('calendar.loading')}
            sx={{ position: 'absolute', insetInline: 0, top: 0, zIndex: 2 }}
          />
        )}
        <Box sx={{ p: { xs: 1, sm: 2 } }} aria-busy={query.isPending && !query.isError}>
          <CalendarView
            events={shown}
            selectable={kinds.length > 0}
            onRange={showRange}
            onSelect={(selected) => open({ values: valuesFromRange(selected, 'personal') })}
            onOpen={(event) => open({ event })}
            onChange={change}
          />
        </Box>
      </Paper>
      {dialog && <EventDialog key={dialog.key} target={dialog.target} kinds={kinds} pharmacies={pharmacies} onClose={() => setDialog(null)} />}
      {feedOpen && <SubscriptionDialog pharmacies={pharmacies} onClose={() => setFeedOpen(false)} />}
    </Stack>
  );
}
