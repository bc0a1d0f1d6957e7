import { CHURCH_TIME_ZONE } from 'shared-ui/inputs';

const inChurchTime = { timeZone: CHURCH_TIME_ZONE } as const;
// Day, short month, year and "8:30 am", as the public site writes them (en-GB).
const dateFormat = new Intl.DateTimeFormat('en-GB', { ...inChurchTime, dateStyle: 'medium' });
const dateTimeFormat = new Intl.DateTimeFormat('en-GB', {
  ...inChurchTime,
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  hour12: true,
});
const dayFormat = new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC', dateStyle: 'medium' });

/** A `date` column ('YYYY-MM-DD') is a calendar day, not an instant: no zone applies. */
const isDay = (value: string) => value.length === 10;
export const toDate = (value: string) => new Date(isDay(value) ? `${value}T00:00:00Z` : value);

/** A date as the admin shows it: the church's (Africa/Accra) day and time, day-month-year. */
export function formatDate(value: unknown, withTime = false): string {
  if (typeof value !== 'string' || !value) return '—';
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '—';
  if (isDay(value)) return dayFormat.format(date);
  return (withTime ? dateTimeFormat : dateFormat).format(date);
}
