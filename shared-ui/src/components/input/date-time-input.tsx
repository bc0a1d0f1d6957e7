import { Input, type InputProps } from './input';

export interface DateTimeInputProps extends Omit<InputProps, 'type'> {
  /** 'datetime' is a local date and time (the browser's native picker). */
  kind?: 'date' | 'time' | 'datetime';
}

const TYPES = { date: 'date', time: 'time', datetime: 'datetime-local' } as const;

/** Native date/time pickers: accessible, localised and keyboard-usable on every platform. */
export function DateTimeInput({ kind = 'datetime', ...props }: DateTimeInputProps) {
  return <Input {...props} type={TYPES[kind]} />;
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO timestamp as the `YYYY-MM-DDTHH:mm` value a datetime-local input shows (local time). */
export function toDateTimeLocal(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value back to an ISO timestamp (UTC), or null when empty/invalid. */
export function fromDateTimeLocal(value: string | null | undefined): string | null {
  if (!value) return null;
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? null : d.toISOString();
}
