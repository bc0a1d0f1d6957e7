// The dates an event happens on, with its exceptions applied: one implementation for the public pages,
// the admin, the events-ics Edge Function and the tests. It lives in supabase/functions/_shared because
// Supabase deploys each function with the files it imports from there (the CLI bundles nothing from
// outside supabase/functions), while the apps' bundler and Node import the same files by path.
import { churchDay, fromChurchClock, startOfChurchDay, toChurchClock } from './church-time.ts';
import { ruleOf } from './event-rule.ts';

/** One row of public.event_exceptions, as the site reads it. */
export interface EventException {
  occurrence_start: string;
  cancelled: boolean;
  starts_at: string | null;
  ends_at: string | null;
  title: string | null;
  location: string | null;
  note: string | null;
}

/** What the expansion needs of an events row (with its exceptions embedded). */
export interface RecurringEvent {
  id: string;
  title: string;
  location: string | null;
  starts_at: string;
  ends_at: string | null;
  rrule: string | null;
  event_exceptions?: EventException[] | null;
}

export interface Occurrence<E extends RecurringEvent = RecurringEvent> {
  event: E;
  /** The church calendar day its rule gives it ("2026-12-06"): its address, kept when it is moved. */
  day: string;
  /** The start its rule gives it (iCalendar's RECURRENCE-ID). */
  ruleStart: string;
  start: string;
  end: string | null;
  title: string;
  location: string | null;
  note: string | null;
  cancelled: boolean;
  /** Its date or time differs from the rule's. */
  moved: boolean;
  /** The event repeats (a one-off event has a single occurrence, its own). */
  recurring: boolean;
}

export interface Window {
  from: Date;
  to: Date;
}

const durationOf = (e: RecurringEvent) =>
  e.ends_at ? new Date(e.ends_at).getTime() - new Date(e.starts_at).getTime() : 0;

function occurrence<E extends RecurringEvent>(event: E, ruleStart: Date, exception?: EventException) {
  const start = exception?.starts_at ? new Date(exception.starts_at) : ruleStart;
  const end = exception?.ends_at
    ? new Date(exception.ends_at)
    : event.ends_at
      ? new Date(start.getTime() + durationOf(event))
      : null;
  return {
    event,
    day: churchDay(ruleStart),
    ruleStart: ruleStart.toISOString(),
    start: start.toISOString(),
    end: end?.toISOString() ?? null,
    title: exception?.title ?? event.title,
    location: exception?.location ?? event.location,
    note: exception?.note ?? null,
    cancelled: exception?.cancelled ?? false,
    moved: start.getTime() !== ruleStart.getTime(),
    recurring: event.rrule !== null,
  } satisfies Occurrence<E>;
}

/** Is `instant` a start the event's rule (or, for a one-off event, its own start) gives? */
export function isRuleStart(event: RecurringEvent, instant: Date): boolean {
  if (!event.rrule) return instant.getTime() === new Date(event.starts_at).getTime();
  const reading = toChurchClock(instant);
  return ruleOf(event.rrule, event.starts_at).between(reading, reading, true).length === 1;
}

/**
 * The event's exceptions that name a real occurrence, by rule start (ms). An exception left behind by a
 * later change of the rule or the start names none; it is ignored here and never reaches a calendar.
 */
export function matchingExceptions(event: RecurringEvent): Map<number, EventException> {
  const byStart = new Map<number, EventException>();
  for (const exception of event.event_exceptions ?? []) {
    const at = new Date(exception.occurrence_start);
    if (isRuleStart(event, at)) byStart.set(at.getTime(), exception);
  }
  return byStart;
}

const overlaps = (o: { start: string; end: string | null }, { from, to }: Window) => {
  const start = new Date(o.start).getTime();
  const end = o.end ? new Date(o.end).getTime() : start;
  return start < to.getTime() && (end > from.getTime() || start >= from.getTime());
};

/**
 * The event's occurrences that overlap the window (start before `to`, not ended by `from`), cancelled ones
 * included and marked, soonest first. A rule with no end is expanded over the window only.
 */
export function occurrencesOf<E extends RecurringEvent>(event: E, window: Window): Occurrence<E>[] {
  const exceptions = matchingExceptions(event);
  const found: Occurrence<E>[] = [];
  if (!event.rrule) {
    found.push(occurrence(event, new Date(event.starts_at), exceptions.get(Date.parse(event.starts_at))));
  } else {
    // Rule starts that could overlap the window: from one duration before it.
    const after = toChurchClock(new Date(window.from.getTime() - durationOf(event)));
    const before = toChurchClock(window.to);
    const ruleStarts = ruleOf(event.rrule, event.starts_at).between(after, before, true).map(fromChurchClock);
    const seen = new Set(ruleStarts.map((d) => d.getTime()));
    for (const at of ruleStarts) found.push(occurrence(event, at, exceptions.get(at.getTime())));
    // An occurrence moved into the window from a date outside it.
    for (const [at, exception] of exceptions) {
      if (!seen.has(at) && exception.starts_at) found.push(occurrence(event, new Date(at), exception));
    }
  }
  return found.filter((o) => overlaps(o, window)).sort(byStart);
}

/** Soonest first. Starts are all `toISOString()`, so their text sorts as their time does, without a collator. */
export const byStart = (a: Occurrence, b: Occurrence) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0);

/** Every occurrence of every event in the window, soonest first. */
export function occurrencesBetween<E extends RecurringEvent>(events: E[], window: Window): Occurrence<E>[] {
  return events.flatMap((e) => occurrencesOf(e, window)).sort(byStart);
}

/**
 * The occurrence whose rule date is `day` ("2026-12-06"), for its own page; undefined when the rule has
 * no date that day. Without a day, a one-off event's only occurrence.
 */
export function occurrenceOn<E extends RecurringEvent>(event: E, day?: string): Occurrence<E> | undefined {
  const exceptions = matchingExceptions(event);
  if (!event.rrule) {
    const only = occurrence(event, new Date(event.starts_at), exceptions.get(Date.parse(event.starts_at)));
    return !day || only.day === day ? only : undefined;
  }
  // A day that is no real date ("2026-02-30") names no occurrence, rather than the date it would roll over to.
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || churchDay(startOfChurchDay(day)) !== day) return undefined;
  const dayStart = toChurchClock(startOfChurchDay(day));
  const lastMs = new Date(dayStart.getTime() + 24 * 60 * 60 * 1000 - 1);
  const at = ruleOf(event.rrule, event.starts_at).between(dayStart, lastMs, true).map(fromChurchClock)[0];
  return at && occurrence(event, at, exceptions.get(at.getTime()));
}

/** The next occurrence that has not ended by `now` and is not cancelled (for "Next: Sunday 6 December"). */
export function nextOccurrence<E extends RecurringEvent>(event: E, now: Date, horizonDays = 400) {
  const to = new Date(now.getTime() + horizonDays * 24 * 60 * 60 * 1000);
  return occurrencesOf(event, { from: now, to }).find((o) => !o.cancelled);
}
