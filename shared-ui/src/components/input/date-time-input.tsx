import { CHURCH_TIME_ZONE } from '../../../../supabase/functions/_shared/church-time.ts';
import { Input, type InputProps } from './input';

export { CHURCH_TIME_ZONE };

export interface DateTimeInputProps extends Omit<InputProps, 'type'> {
  /** 'datetime' is a local date and time (the browser's native picker). */
  kind?: 'date' | 'time' | 'datetime';
}

const TYPES = { date: 'date', time: 'time', datetime: 'datetime-local' } as const;

/** Native date/time pickers: accessible, localised and keyboard-usable on every platform; times are the church's. */
export function DateTimeInput({ kind = 'datetime', ...props }: DateTimeInputProps) {
  return <Input {...props} type={TYPES[kind]} />;
}

let churchClock: Intl.DateTimeFormat | undefined;

/**
 * The church's wall clock at `date`, as `YYYY-MM-DDTHH:mm` (what a datetime-local input holds). Its formatter is
 * made on first use: a time-zoned Intl.DateTimeFormat costs ~80 ms of a throttled phone's main thread, and this
 * module loads with every visitor's form (the sermons' filters), most of which never hold a date.
 */
function wallClock(date: Date): string {
  churchClock ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: CHURCH_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  });
  const part = Object.fromEntries(churchClock.formatToParts(date).map((p) => [p.type, p.value]));
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}`;
}

/**
 * An ISO timestamp as the `YYYY-MM-DDTHH:mm` value a datetime-local input shows: the church's time
 * (Africa/Accra), whatever zone the volunteer's computer is set to.
 */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : wallClock(d);
}

/** A datetime-local value, read as the church's time, back to an ISO timestamp (UTC); null when empty/invalid. */
export function fromDateTimeLocal(value: string | null | undefined): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/.test(value)) return null;
  const asUtc = new Date(`${value.slice(0, 16)}:00Z`);
  if (Number.isNaN(asUtc.getTime())) return null;
  // The zone's offset at that moment (0 for Accra all year, but not assumed): wall clock minus UTC.
  const offset = new Date(`${wallClock(asUtc)}:00Z`).getTime() - asUtc.getTime();
  return new Date(asUtc.getTime() - offset).toISOString();
}
