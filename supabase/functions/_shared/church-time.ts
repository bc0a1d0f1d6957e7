/** The church's time zone: every event time is a wall-clock time here, whatever the reader's zone is. */
export const CHURCH_TIME_ZONE = 'Africa/Accra';

/**
 * Ghana keeps GMT all year (no daylight saving), so the church's wall clock reads as UTC's. Kept as a
 * constant rather than asked of Intl on every conversion: a page's first Intl.DateTimeFormat costs a phone
 * 15–25 ms. church-time.test.ts checks it against the time zone database for every month of several years.
 */
export const CHURCH_UTC_OFFSET_MS = 0;

/**
 * rrule does its arithmetic on "floating" dates: the wall-clock reading stored in a Date's UTC fields.
 * These convert between a real instant and that reading of the church's clock.
 */
export const toChurchClock = (instant: Date): Date => new Date(instant.getTime() + CHURCH_UTC_OFFSET_MS);
export const fromChurchClock = (reading: Date): Date => new Date(reading.getTime() - CHURCH_UTC_OFFSET_MS);

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** "2026-12-06": the church's calendar day of an instant (an occurrence's address uses it). */
export function churchDay(instant: Date | string): string {
  const d = toChurchClock(new Date(instant));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** Midnight at the start of a church calendar day ("2026-12-06"), as an instant. */
export function startOfChurchDay(day: string): Date {
  return fromChurchClock(new Date(`${day}T00:00:00Z`));
}

/** "20261206T080000": an instant as the church's clock reads it, in iCalendar's local form. */
export function churchClockStamp(instant: Date | string): string {
  return toChurchClock(new Date(instant))
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}Z$/, '');
}
