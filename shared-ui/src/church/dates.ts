import { toChurchClock } from '../../../supabase/functions/_shared/church-time.ts';
import { clockTime } from './service-time-label';

// Dates as the church's pages and its office read them, on the church's clock (church-time.ts) whatever the
// reader's zone is. Spelled out here rather than by Intl.DateTimeFormat: a page's first time-zoned formatter loads
// the locale's and the zone's data, 15–25 ms of a phone's main thread (~145 ms of Lighthouse's 4× CPU on the
// admin dashboard, where three were made as its module loaded). dates.test.ts checks each format against Intl's.
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
const SHORT_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/** The instant as the church's clock shows it, read with the UTC getters. */
const churchClock = (iso: string) => toChurchClock(new Date(iso));

const shortDay = (d: Date) => `${d.getUTCDate()} ${SHORT_MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
const longDay = (d: Date) => `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]} ${d.getUTCFullYear()}`;

/** "Sunday, 29 November 2026" */
export function formatDate(iso: string): string {
  const d = churchClock(iso);
  return `${WEEKDAYS[d.getUTCDay()]}, ${longDay(d)}`;
}

/** "29 November": the day of the year, as a yearly event repeats on it. */
export function formatDayAndMonth(iso: string): string {
  const d = churchClock(iso);
  return `${d.getUTCDate()} ${MONTHS[d.getUTCMonth()]}`;
}

/** "29 Nov 2026" */
export function formatShortDate(iso: string): string {
  return shortDay(churchClock(iso));
}

/** "29 Nov 2026, 8:30 am": an instant with its time, as the office's lists and history show it. */
export const formatShortDateTime = (iso: string) => `${formatShortDate(iso)}, ${formatTime(iso)}`;

/** "Sun 29 Nov 2026, 8:30 am": an event's date with its day, as the office's events editor lists them. */
export const formatWeekdayDateTime = (iso: string) =>
  `${WEEKDAYS[churchClock(iso).getUTCDay()]!.slice(0, 3)} ${formatShortDateTime(iso)}`;

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

/** "29 Nov 2026" for a yyyy-mm-dd calendar day. */
export function formatShortCalendarDay(day: string): string {
  return shortDay(new Date(`${day.slice(0, 10)}T12:00:00Z`));
}

/** "December 2026" for a yyyy-mm month. */
export function formatMonth(month: string): string {
  return `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
}
