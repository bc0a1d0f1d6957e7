// The month grid's days. Church days are "2026-12-06" strings and the church's clock reads as UTC's
// (church-time.ts), so a day's arithmetic is a UTC date's; the events' own dates come from their rules.
import { churchDay, startOfChurchDay } from 'shared-ui/occurrences';

const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;
const DAY_MS = 24 * 60 * 60 * 1000;

/** "2026-12": the church's current month. */
export const currentMonth = (now = new Date()) => churchDay(now).slice(0, 7);

/** A `?month=` value when it names a month, else undefined. */
export const parseMonth = (value: string | null) => (value && MONTH.test(value) ? value : undefined);

export function addMonths(month: string, count: number): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(year, m - 1 + count, 1));
  return d.toISOString().slice(0, 7);
}

export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * DAY_MS).toISOString().slice(0, 10);

/** Sunday = 0 … Saturday = 6. */
export const weekdayOf = (day: string) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** The month's instants from its first midnight to the next month's, the window its occurrences come from. */
export const monthWindow = (month: string) => ({
  from: startOfChurchDay(`${month}-01`),
  to: startOfChurchDay(`${addMonths(month, 1)}-01`),
});

/** The month's weeks, Sunday first, padded with the days of the months either side. */
export function monthWeeks(month: string): string[][] {
  const first = `${month}-01`;
  let day = addDays(first, -weekdayOf(first));
  const weeks: string[][] = [];
  do {
    const week = Array.from({ length: 7 }, (_, i) => addDays(day, i));
    weeks.push(week);
    day = addDays(day, 7);
  } while (day.startsWith(month));
  return weeks;
}
