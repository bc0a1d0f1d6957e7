import { fromChurchClock, toChurchClock } from 'shared-ui/occurrences';

/** An instant as a datetime-local value on the church's clock ("2026-12-06T08:00"). */
export const toChurchInput = (iso: string) => toChurchClock(new Date(iso)).toISOString().slice(0, 16);

/** A datetime-local value read on the church's clock, as an instant; null when empty or not a time. */
export function fromChurchInput(value: string): string | null {
  const reading = new Date(`${value}:00Z`);
  return /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(value) && !Number.isNaN(reading.getTime())
    ? fromChurchClock(reading).toISOString()
    : null;
}
