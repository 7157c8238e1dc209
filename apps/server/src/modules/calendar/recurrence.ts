import rrulePackage from 'rrule';
import { fromWall, toWall } from './brussels-time';

const { RRule } = rrulePackage;

/** The most occurrences of one event in one window: a daily rule over the widest window is about 400. */
const MAX_OCCURRENCES = 1000;

export interface Timing {
  startsAt: Date;
  endsAt: Date;
  rrule: string | null;
  exdates: Date[];
}

export interface Occurrence {
  start: Date;
  end: Date;
}

/** Whether the rule's text parses (FREQ and known parts); used to answer 400 instead of storing a rule that breaks reads. */
export function ruleParses(rule: string): boolean {
  try {
    const options = RRule.parseString(rule);
    if (options.freq === undefined) return false;
    new RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) }).all((_d, i) => i < 2);
    return true;
  } catch {
    return false;
  }
}

/**
 * The occurrences of an event that overlap [from, to). A rule is expanded on Brussels wall-clock time, so a weekly
 * 09:00 stays 09:00 in summer and in winter, and each occurrence keeps the first one's wall-clock length.
 */
export function occurrences(event: Timing, from: Date, to: Date): Occurrence[] {
  if (!event.rrule) return event.endsAt > from && event.startsAt < to ? [{ start: event.startsAt, end: event.endsAt }] : [];
  const wallStart = toWall(event.startsAt);
  const wallLength = toWall(event.endsAt) - wallStart;
  const rule = new RRule({ ...RRule.parseString(event.rrule), dtstart: new Date(wallStart) });
  // A day of margin on the wall clock either side covers every offset; the exact overlap is checked on instants.
  const DAY = 86_400_000;
  const walls = rule.between(new Date(toWall(from) - wallLength - DAY), new Date(toWall(to) + DAY), true, (_d, i) => i < MAX_OCCURRENCES);
  const skipped = new Set(event.exdates.map((d) => d.getTime()));
  return walls
    .map((wall) => ({ start: fromWall(wall.getTime()), end: fromWall(wall.getTime() + wallLength) }))
    .filter((o) => !skipped.has(o.start.getTime()) && o.end > from && o.start < to);
}
