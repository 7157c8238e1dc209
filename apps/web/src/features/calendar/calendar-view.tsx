import { useMemo } from 'react';
import FullCalendar, { type EventInput } from '@fullcalendar/react';
import dayGridPlugin from '@fullcalendar/react/daygrid';
import interactionPlugin from '@fullcalendar/react/interaction';
import listPlugin from '@fullcalendar/react/list';
import classicThemePlugin from '@fullcalendar/react/themes/classic';
import timeGridPlugin from '@fullcalendar/react/timegrid';
import '@fullcalendar/react/skeleton.css';
import '@fullcalendar/react/themes/classic/theme.css';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTranslation } from '../../lib/translation';
import type { CalendarEvent } from '@pharmacy/shared/schemas/calendar';
import { useCurrentLanguage } from '../../components/language/use-current-language';
import { addDays } from '@pharmacy/shared/pharmacy-hours';
import { CALENDAR_TIME_ZONE } from '@pharmacy/shared/calendar/constants';
import { textOn } from './event-colors';
import { CalendarFrame } from './calendar-frame';
import { calendarLocale } from './calendar-locale';
import { isDayRowKind, type Delta } from './event-values';

const PLUGINS = [dayGridPlugin, timeGridPlugin, listPlugin, interactionPlugin, classicThemePlugin];
const VIEWS = 'dayGridMonth,timeGridWeek,timeGridDay,listWeek';
const TIME_GRID_HEIGHT = { timeGrid: { height: 720 } };
const INSTANT = /^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2}))?$/;

export interface CalendarRange {
  start: string;
  end: string;
}

export interface CalendarChange {
  event: CalendarEvent;
  startDelta: Delta;
  endDelta: Delta;
  /** Puts the event back where it was (a refused change). */
  revert: () => void;
}

export interface CalendarViewProps {
  events: CalendarEvent[];
  /** Whether the reader may add events by selecting days or hours. */
  selectable: boolean;
  onRange: (range: CalendarRange) => void;
  onSelect: (range: CalendarRange & { allDay: boolean }) => void;
  onOpen: (event: CalendarEvent) => void;
  onChange: (change: CalendarChange) => void;
}

/** A window bound as the API takes it (FullCalendar already writes the Brussels offset). */
const bound = (text: string, date: Date) => (INSTANT.test(text) ? text : date.toISOString());

/** FullCalendar's event of one occurrence; the occurrences of a rule share a group, so they move together. */
function toInput(event: CalendarEvent, fallbackTitle: string): EventInput {
  const oneDay = isDayRowKind(event.kind) && event.allDay;
  // An all-day `end` may equal `start` (that one day): FullCalendar wants the next day.
  const end = event.allDay && event.end.slice(0, 10) <= event.start.slice(0, 10) ? addDays(event.start.slice(0, 10), 1) : event.end;
  return {
    id: `${event.id}|${event.start}`,
    groupId: event.rrule ? event.id : undefined,
    title: event.title || fallbackTitle,
    start: event.start,
    end,
    allDay: event.allDay,
    color: event.color,
    contrastColor: textOn(event.color),
    editable: event.editable,
    durationEditable: event.editable && !oneDay,
    extendedProps: { event },
  };
}

const toDelta = (d: { years: number; months: number; days: number; milliseconds: number }): Delta => ({
  years: d.years,
  months: d.months,
  days: d.days,
  milliseconds: d.milliseconds,
});
const NO_DELTA: Delta = { years: 0, months: 0, days: 0, milliseconds: 0 };

/**
 * The calendar itself (month, week, day and list), in Brussels time, the reader's language and direction, with
 * Monday first. On a phone it opens on the week's list and the view buttons move below.
 */
export function CalendarView({ events, selectable, onRange, onSelect, onOpen, onChange }: CalendarViewProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const language = useCurrentLanguage();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const inputs = useMemo(
    () => events.map((event) => toInput(event, t(`calendar.kinds.${event.kind}`))),
    [events, t],
  );
  const eventOf = (e: { extendedProps: Record<string, unknown> }) => e.extendedProps.event as CalendarEvent;

  return (
    <CalendarFrame>
      <FullCalendar
        plugins={PLUGINS}
        initialView={phone ? 'listWeek' : 'dayGridMonth'}
        headerToolbar={phone ? { start: 'prev,next', center: 'title', end: 'today' } : { start: 'prev,next today', center: 'title', end: VIEWS }}
        footerToolbar={phone ? { center: VIEWS } : false}
        timeZone={CALENDAR_TIME_ZONE}
        locale={calendarLocale(language)}
        direction={theme.direction}
        colorScheme={theme.palette.mode}
        firstDay={1}
        height="auto"
        headingLevel={2}
        navLinks
        nowIndicator
        dayMaxEvents
        eventInteractive
        // A hook for the frame's 24 px minimum (WCAG 2.5.8): FullCalendar 7's own class names are hashed.
        eventClass="pl-calendar-event"
        // The hours views scroll inside a fixed height from 08:00 (a night on-duty shift stays reachable above).
        views={TIME_GRID_HEIGHT}
        scrollTime="08:00:00"
        selectable={selectable}
        selectMirror
        events={inputs}
        datesSet={(info) => onRange({ start: bound(info.startStr, info.start), end: bound(info.endStr, info.end) })}
        select={(info) => {
          info.view.calendar.unselect();
          onSelect({ start: info.startStr, end: info.endStr, allDay: info.allDay });
        }}
        eventClick={(info) => {
          info.jsEvent.preventDefault();
          onOpen(eventOf(info.event));
        }}
        // Dragging between the all-day row and the hours would change what the event is: it stays on its side.
        eventAllow={(span, moving) => !moving || span.allDay === moving.allDay}
        eventDrop={(info) => {
          const delta = toDelta(info.delta);
          onChange({ event: eventOf(info.event), startDelta: delta, endDelta: delta, revert: info.revert });
        }}
        eventResize={(info) => {
          onChange({
            event: eventOf(info.event),
            startDelta: toDelta(info.startDelta ?? NO_DELTA),
            endDelta: toDelta(info.endDelta ?? NO_DELTA),
            revert: info.revert,
          });
        }}
        snapDuration="00:15:00"
        longPressDelay={400}
      />
    </CalendarFrame>
  );
}
