// Public events as one iCalendar (RFC 5545) document: a series is one VEVENT with its RRULE, a cancelled
// occurrence an EXDATE on it, a moved or retitled one a VEVENT of its own with the series' UID and a
// RECURRENCE-ID. Times are the church's wall-clock times (TZID Africa/Accra, with its VTIMEZONE).
import ICAL from 'ical.js';
import { tzlib_get_ical_block } from 'timezones-ical-library';
import { CHURCH_TIME_ZONE, churchDay, toChurchClock } from '../_shared/church-time.ts';
import {
  matchingExceptions,
  type EventException,
  type Occurrence,
  type RecurringEvent,
} from '../_shared/event-occurrences.ts';

/** An events row as the feed reads it (anon, through REST: RLS decides what is public). */
export interface FeedEvent extends RecurringEvent {
  description: string | null;
  category: string | null;
  calendar_sequence: number;
  created_at: string;
  updated_at: string;
  event_exceptions: (EventException & { updated_at: string })[];
}

export interface CalendarOptions {
  /** The calendar's name in apps ("PIWC Asokwa events"). */
  name: string;
  /** The public site, for each event's URL back to its page. */
  siteUrl: string;
  /**
   * The church's address (the settings row): places are named the way members say them ("Main Auditorium"), so
   * a calendar app's map search gets the address after the place, as the event page's map link does.
   */
  churchAddress?: string | null;
}

/** Stable across deploys and renames: the row's id is the event's identity. */
export const eventUid = (id: string) => `${id}@events.piwc-asokwa`;

/**
 * Africa/Accra's VTIMEZONE from the time zone library. The IANA database keeps Accra as a link to
 * Africa/Abidjan (same rules), so the library names the block Abidjan; it is renamed to the TZID the
 * events use, which is the name members' calendar apps show.
 */
function churchTimezone(): ICAL.Component {
  const [block] = tzlib_get_ical_block(CHURCH_TIME_ZONE) as [string, string];
  const component = new ICAL.Component(
    ICAL.parse(`BEGIN:VCALENDAR\r\n${block}\r\nEND:VCALENDAR`),
  ).getFirstSubcomponent('vtimezone')!;
  component.updatePropertyWithValue('tzid', CHURCH_TIME_ZONE);
  component.removeAllProperties('x-lic-location');
  component.addPropertyWithValue('x-lic-location', CHURCH_TIME_ZONE);
  return component;
}

function churchTime(instant: string | Date, zone: ICAL.Timezone): ICAL.Time {
  const d = toChurchClock(new Date(instant));
  return ICAL.Time.fromData(
    {
      year: d.getUTCFullYear(),
      month: d.getUTCMonth() + 1,
      day: d.getUTCDate(),
      hour: d.getUTCHours(),
      minute: d.getUTCMinutes(),
      second: d.getUTCSeconds(),
      isDate: false,
    },
    zone,
  );
}

const utcTime = (instant: string) => ICAL.Time.fromJSDate(new Date(instant), true);

/**
 * When the event as a calendar holds it last changed: its row, or one of its dates. Saving a date's exception
 * raises SEQUENCE but leaves the row's version alone (20261208100100_bookkeeping_keeps_version.sql), so DTSTAMP
 * and LAST-MODIFIED would otherwise stay older than a revision that apps are asked to take.
 */
const revisedAt = (event: FeedEvent): string =>
  event.event_exceptions.reduce(
    (latest, exception) =>
      Date.parse(exception.updated_at) > Date.parse(latest) ? exception.updated_at : latest,
    event.updated_at,
  );

function vevent(event: FeedEvent, options: CalendarOptions, zone: ICAL.Timezone): ICAL.Component {
  const component = new ICAL.Component('vevent');
  const e = new ICAL.Event(component);
  e.uid = eventUid(event.id);
  const revised = utcTime(revisedAt(event));
  component.addPropertyWithValue('dtstamp', revised);
  component.addPropertyWithValue('created', utcTime(event.created_at));
  component.addPropertyWithValue('last-modified', revised);
  e.sequence = event.calendar_sequence;
  e.summary = event.title;
  e.startDate = churchTime(event.starts_at, zone);
  if (event.ends_at) e.endDate = churchTime(event.ends_at, zone);
  if (event.description) e.description = event.description;
  const location = [event.location, options.churchAddress].filter(Boolean).join(', ');
  if (location) e.location = location;
  if (event.category) component.addPropertyWithValue('categories', event.category);
  component.addPropertyWithValue('status', 'CONFIRMED');
  component.addPropertyWithValue('url', `${options.siteUrl}/events/${event.id}`);
  return component;
}

/** The series' VEVENT, then one VEVENT per occurrence that was moved or changed. */
function eventComponents(event: FeedEvent, options: CalendarOptions, zone: ICAL.Timezone): ICAL.Component[] {
  const master = vevent(event, options, zone);
  if (!event.rrule) return [master];
  master.addPropertyWithValue('rrule', ICAL.Recur.fromString(event.rrule));
  const changed: ICAL.Component[] = [];
  for (const [at, exception] of matchingExceptions(event)) {
    const ruleStart = churchTime(new Date(at), zone);
    if (exception.cancelled) {
      const exdate = new ICAL.Property('exdate');
      exdate.setParameter('tzid', CHURCH_TIME_ZONE);
      exdate.setValue(ruleStart);
      master.addProperty(exdate);
      continue;
    }
    const start = exception.starts_at ?? new Date(at).toISOString();
    const duration = event.ends_at ? Date.parse(event.ends_at) - Date.parse(event.starts_at) : null;
    const end =
      exception.ends_at ?? (duration === null ? null : new Date(Date.parse(start) + duration).toISOString());
    const override = vevent(
      {
        ...event,
        title: exception.title ?? event.title,
        location: exception.location ?? event.location,
        description: [exception.note, event.description].filter(Boolean).join('\n\n') || null,
        starts_at: start,
        ends_at: end,
      },
      options,
      zone,
    );
    new ICAL.Event(override).recurrenceId = ruleStart;
    override.updatePropertyWithValue(
      'url',
      `${options.siteUrl}/events/${event.id}?on=${churchDay(new Date(at))}`,
    );
    changed.push(override);
  }
  return [master, ...changed];
}

/**
 * One date of an event as an event of its own (a member adding "this Sunday" to their calendar, not the
 * series): its own UID, so it never collides with the series a subscribed calendar already holds.
 */
function occurrenceComponent(o: Occurrence<FeedEvent>, options: CalendarOptions, zone: ICAL.Timezone) {
  const component = vevent(
    {
      ...o.event,
      title: o.title,
      location: o.location,
      description: [o.note, o.event.description].filter(Boolean).join('\n\n') || null,
      starts_at: o.start,
      ends_at: o.end,
    },
    options,
    zone,
  );
  component.updatePropertyWithValue('uid', `${o.event.id}-${o.day}@events.piwc-asokwa`);
  component.updatePropertyWithValue('url', `${options.siteUrl}/events/${o.event.id}?on=${o.day}`);
  if (o.cancelled) component.updatePropertyWithValue('status', 'CANCELLED');
  return component;
}

export function buildCalendar(
  events: FeedEvent[],
  options: CalendarOptions,
  only?: Occurrence<FeedEvent>,
): string {
  const calendar = new ICAL.Component(['vcalendar', [], []]);
  calendar.addPropertyWithValue('version', '2.0');
  calendar.addPropertyWithValue('prodid', '-//PIWC Asokwa//Church events//EN');
  calendar.addPropertyWithValue('calscale', 'GREGORIAN');
  calendar.addPropertyWithValue('method', 'PUBLISH');
  calendar.addPropertyWithValue('x-wr-calname', options.name);
  calendar.addPropertyWithValue('name', options.name);
  calendar.addPropertyWithValue('x-wr-timezone', CHURCH_TIME_ZONE);
  // How often subscribed apps should look again (Apple and Google honour one or the other).
  calendar.addPropertyWithValue('refresh-interval', ICAL.Duration.fromString('PT6H'));
  calendar.addPropertyWithValue('x-published-ttl', 'PT6H');
  const timezone = churchTimezone();
  calendar.addSubcomponent(timezone);
  const zone = new ICAL.Timezone(timezone);
  if (only) calendar.addSubcomponent(occurrenceComponent(only, options, zone));
  else {
    for (const event of events) {
      for (const component of eventComponents(event, options, zone)) calendar.addSubcomponent(component);
    }
  }
  return calendar.toString() + '\r\n';
}
