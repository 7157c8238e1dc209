import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { CalendarEvent, CalendarEventInput } from '@pharmacy/shared/schemas/calendar';
import { api } from '../lib/api-client';

/** The calendar (/api/calendar/*): events in a window, their changes, and the reader's iCalendar subscription. */

/** Every calendar query starts with 'calendar': the live `calendar.changed` event refetches them all. */
export const calendarKeys = {
  all: ['calendar'] as const,
  lists: () => [...calendarKeys.all, 'events'] as const,
  events: (start: string, end: string) => [...calendarKeys.lists(), start, end] as const,
  /** The reader's own subscription, or a pharmacy's. */
  feed: (pharmacyId?: string) => [...calendarKeys.all, 'feed', pharmacyId ?? 'mine'] as const,
};

type EventsAnswer = { events: CalendarEvent[] };
type EventAnswer = { event: CalendarEvent };
type FeedAnswer = { url: string };

// ---- fetchers ----

export function getCalendarEvents(start: string, end: string, signal?: AbortSignal): Promise<EventsAnswer> {
  return api<EventsAnswer>('/api/calendar/events', { query: { start, end }, signal });
}

export function createCalendarEvent(event: CalendarEventInput): Promise<EventAnswer> {
  return api<EventAnswer>('/api/calendar/events/new', { method: 'POST', body: event });
}

export function updateCalendarEvent(eventId: string, event: CalendarEventInput): Promise<EventAnswer> {
  return api<EventAnswer>('/api/calendar/events/update', { method: 'POST', body: { eventId, event } });
}

export function deleteCalendarEvent(eventId: string): Promise<{ eventId: string }> {
  return api<{ eventId: string }>('/api/calendar/events/delete', { method: 'POST', body: { eventId } });
}

const feedQuery = (pharmacyId?: string) => (pharmacyId ? `?pharmacyId=${encodeURIComponent(pharmacyId)}` : '');

export function getCalendarFeed(pharmacyId?: string, signal?: AbortSignal): Promise<FeedAnswer> {
  return api<FeedAnswer>(`/api/calendar/feed${feedQuery(pharmacyId)}`, { signal });
}

export function renewCalendarFeed(pharmacyId?: string): Promise<FeedAnswer> {
  return api<FeedAnswer>(`/api/calendar/feed/renew${feedQuery(pharmacyId)}`, { method: 'POST' });
}

// ---- queries ----

/** The events of the shown window (`start`/`end` as the calendar gives them); the previous window stays while the next loads. */
export const calendarEventsQueryOptions = (start: string, end: string) =>
  queryOptions({
    queryKey: calendarKeys.events(start, end),
    queryFn: ({ signal }) => getCalendarEvents(start, end, signal),
    placeholderData: keepPreviousData,
  });

export function useCalendarEvents(range: { start: string; end: string } | null) {
  return useQuery({
    ...calendarEventsQueryOptions(range?.start ?? '', range?.end ?? ''),
    enabled: Boolean(range),
  });
}

export function useCalendarFeed(enabled: boolean, pharmacyId?: string) {
  return useQuery({ queryKey: calendarKeys.feed(pharmacyId), queryFn: ({ signal }) => getCalendarFeed(pharmacyId, signal), enabled });
}

// ---- mutations ----

/** A saved change can move, add or remove occurrences anywhere: every loaded window is asked again. */
function refreshEvents(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries({ queryKey: calendarKeys.lists() });
}

export function useSaveCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, event }: { eventId: string | null; event: CalendarEventInput }) =>
      eventId ? updateCalendarEvent(eventId, event) : createCalendarEvent(event),
    onSettled: () => refreshEvents(queryClient),
  });
}

export function useDeleteCalendarEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCalendarEvent,
    onSuccess: (_answer, eventId) => {
      queryClient.setQueriesData<EventsAnswer>(
        { queryKey: calendarKeys.lists() },
        (data) => data && { events: data.events.filter((e) => e.id !== eventId) },
      );
    },
    onSettled: () => refreshEvents(queryClient),
  });
}

export function useRenewCalendarFeed(pharmacyId?: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => renewCalendarFeed(pharmacyId),
    onSuccess: (answer) => queryClient.setQueryData(calendarKeys.feed(pharmacyId), answer),
  });
}
