import { CHURCH_TIME_ZONE, fromChurchClock, toChurchClock } from 'shared-ui/occurrences';

const dateTime = new Intl.DateTimeFormat('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: CHURCH_TIME_ZONE,
});

/** "Sun 6 Dec 2026, 08:00" on the church's clock, whatever the volunteer's computer says. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** An instant as a datetime-local value on the church's clock ("2026-12-06T08:00"). */
export const toChurchInput = (iso: string) => toChurchClock(new Date(iso)).toISOString().slice(0, 16);

/** A datetime-local value read on the church's clock, as an instant; null when empty or not a time. */
export function fromChurchInput(value: string): string | null {
  const reading = new Date(`${value}:00Z`);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(reading.getTime())
    ? fromChurchClock(reading).toISOString()
    : null;
}
