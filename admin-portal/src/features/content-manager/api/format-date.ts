import { formatShortCalendarDay, formatShortDate, formatShortDateTime } from 'shared-ui/church';

/** A `date` column ('YYYY-MM-DD') is a calendar day, not an instant: no zone applies. */
const isDay = (value: string) => value.length === 10;
export const toDate = (value: string) => new Date(isDay(value) ? `${value}T00:00:00Z` : value);

/**
 * A date as the admin shows it, as the public site writes it: the church's (Africa/Accra) day, and its time
 * on the 12-hour clock ("29 Nov 2026, 8:30 am").
 */
export function formatDate(value: unknown, withTime = false): string {
  if (typeof value !== 'string' || !value) return '—';
  if (Number.isNaN(toDate(value).getTime())) return '—';
  if (isDay(value)) return formatShortCalendarDay(value);
  return withTime ? formatShortDateTime(value) : formatShortDate(value);
}
