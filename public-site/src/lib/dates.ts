/** Every date a visitor reads is shown in the church's own time zone, whatever the phone's zone is. */
export const CHURCH_TIME_ZONE = 'Africa/Accra';
const LOCALE = 'en-GB';

/**
 * A formatter made on first use. Making one (and loading its zone's data) takes a phone tens of ms; made when
 * this module loads, that held up the route table it belongs to, and with it the page's first reads.
 */
function formatter(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let format: Intl.DateTimeFormat | undefined;
  return (date) => (format ??= new Intl.DateTimeFormat(LOCALE, options)).format(date);
}

const fullDate = formatter({
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: CHURCH_TIME_ZONE,
});
const shortDate = formatter({
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: CHURCH_TIME_ZONE,
});
const time = formatter({
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
  timeZone: CHURCH_TIME_ZONE,
});
// `date` columns (yyyy-mm-dd) are calendar days, not instants: format them without shifting zones.
const calendarDay = formatter({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Sunday, 29 November 2026" */
export function formatDate(iso: string): string {
  return fullDate(new Date(iso));
}

/** "29 Nov 2026" */
export function formatShortDate(iso: string): string {
  return shortDate(new Date(iso));
}

/** "8:30 am" */
export function formatTime(iso: string): string {
  return time(new Date(iso)).replace(/\s/g, ' ');
}

/** "8:00 am – 11:30 am", or with the end's date when it ends on another day. */
export function formatTimeRange(startIso: string, endIso: string | null): string {
  if (!endIso) return formatTime(startIso);
  const sameDay = shortDate(new Date(startIso)) === shortDate(new Date(endIso));
  return sameDay
    ? `${formatTime(startIso)} – ${formatTime(endIso)}`
    : `${formatTime(startIso)} – ${formatShortDate(endIso)}, ${formatTime(endIso)}`;
}

/** "29 November 2026" for a yyyy-mm-dd calendar day. */
export function formatCalendarDay(day: string): string {
  return calendarDay(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** The wall-clock parts of an instant in the church's zone (for iCalendar's local times). */
export function churchWallClock(iso: string) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: CHURCH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(new Date(iso));
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return {
    year: get('year'),
    month: get('month'),
    day: get('day'),
    hour: get('hour'),
    minute: get('minute'),
    second: get('second'),
  };
}
