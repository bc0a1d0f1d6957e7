import { clockTime } from 'shared-ui/church';

/** Every date a visitor reads is shown in the church's own time zone, whatever the phone's zone is. */
export const CHURCH_TIME_ZONE = 'Africa/Accra';

/**
 * Ghana keeps GMT all year (no daylight saving), so the church's wall clock reads as UTC's. Dates are spelled
 * out here rather than by Intl.DateTimeFormat: a page's first formatter loads the locale's data, 15–25 ms of a
 * phone's main thread in the middle of the first render. dates.test.ts checks each format against Intl's.
 */
const CHURCH_UTC_OFFSET_MS = 0;
const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
// British English shortens September to four letters.
const SHORT_MONTHS = MONTHS.map((month) => (month === 'September' ? 'Sept' : month.slice(0, 3)));

/** The instant as the church's clock shows it, read with the UTC getters. */
const churchClock = (iso: string) => new Date(new Date(iso).getTime() + CHURCH_UTC_OFFSET_MS);

const shortDay = (d: Date) => `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const longDay = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** "Sunday, 29 November 2026" */
export function formatDate(iso: string): string {
  const d = churchClock(iso);
  return `${WEEKDAYS[d.getUTCDay()]}, ${longDay(d)}`;
}

/** "29 Nov 2026" */
export function formatShortDate(iso: string): string {
  return shortDay(churchClock(iso));
}

/** "8:30 am"; noon is "12:00 pm" and midnight "12:00 am": the church's clock, read as its service times are. */
export const formatTime = (iso: string) => clockTime(churchClock(iso).toISOString().slice(11, 16));

/** "8:00 am – 11:30 am", or with the end's date when it ends on another day. */
export function formatTimeRange(startIso: string, endIso: string | null): string {
  if (!endIso) return formatTime(startIso);
  return formatShortDate(startIso) === formatShortDate(endIso)
    ? `${formatTime(startIso)} – ${formatTime(endIso)}`
    : `${formatTime(startIso)} – ${formatShortDate(endIso)}, ${formatTime(endIso)}`;
}

/** "29 November 2026" for a yyyy-mm-dd calendar day (a day, not an instant: no zone applies). */
export function formatCalendarDay(day: string): string {
  return longDay(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** "December 2026" for a yyyy-mm month. */
export function formatMonth(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
