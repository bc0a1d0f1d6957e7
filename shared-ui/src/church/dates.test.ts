import { describe, expect, it } from 'vitest';
import { CHURCH_TIME_ZONE } from '../../../supabase/functions/_shared/church-time.ts';
import {
  formatCalendarDay,
  formatDate,
  formatDayAndMonth,
  formatMonth,
  formatShortCalendarDay,
  formatShortDate,
  formatShortDateTime,
  formatTime,
  formatTimeRange,
  formatWeekdayDateTime,
} from './dates';

describe('church dates (Africa/Accra)', () => {
  it('formats an instant in the church time zone, not the machine one', () => {
    expect(formatDate('2026-11-29T08:30:00Z')).toBe('Sunday, 29 November 2026');
    expect(formatDayAndMonth('2026-12-06T23:30:00-02:00')).toBe('7 December');
    expect(formatTime('2026-11-29T08:30:00Z')).toBe('8:30 am');
    expect(formatTime('2026-11-29T18:05:00+02:00')).toBe('4:05 pm');
  });

  it('shows a range on one day, or the end day when it ends on another', () => {
    expect(formatTimeRange('2026-11-29T08:00:00Z', '2026-11-29T11:30:00Z')).toBe('8:00 am – 11:30 am');
    expect(formatTimeRange('2026-11-29T21:00:00Z', '2026-11-30T04:00:00Z')).toBe(
      '9:00 pm – 30 Nov 2026, 4:00 am',
    );
    expect(formatTimeRange('2026-11-29T21:00:00Z', null)).toBe('9:00 pm');
  });

  it('keeps calendar days as they are', () => {
    expect(formatCalendarDay('2026-01-01')).toBe('1 January 2026');
    expect(formatShortCalendarDay('2026-09-03')).toBe('3 Sept 2026');
  });

  it('writes an instant with its time on the 12-hour clock, noon as 12 (en-GB hour12 in Intl writes 0)', () => {
    expect(formatShortDateTime('2026-11-29T12:05:00Z')).toBe('29 Nov 2026, 12:05 pm');
    expect(formatShortDateTime('2026-09-30T23:59:00Z')).toBe('30 Sept 2026, 11:59 pm');
    expect(formatWeekdayDateTime('2026-12-06T08:00:00Z')).toBe('Sun 6 Dec 2026, 8:00 am');
  });

  it('names a month', () => {
    expect(formatMonth('2026-12')).toBe('December 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });

  it('reads as Intl does in the church time zone, at every hour of days across the years', () => {
    const inChurchZone = (options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat('en-GB', { ...options, timeZone: CHURCH_TIME_ZONE });
    const long = inChurchZone({ weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
    const short = inChurchZone({ day: 'numeric', month: 'short', year: 'numeric' });
    const weekday = inChurchZone({ weekday: 'short' });
    const dayAndMonth = inChurchZone({ day: 'numeric', month: 'long' });
    // h12: en-GB's default 12-hour cycle is h11, which writes noon as "0:00 pm".
    const clock = inChurchZone({ hour: 'numeric', minute: '2-digit', hourCycle: 'h12' });
    for (
      let time = Date.UTC(1999, 0, 1);
      time < Date.UTC(2040, 0, 1);
      time += 7 * 24 * 3600_000 + 3_661_000
    ) {
      const iso = new Date(time).toISOString();
      expect(formatDate(iso)).toBe(long.format(time));
      expect(formatShortDate(iso)).toBe(short.format(time));
      expect(formatDayAndMonth(iso)).toBe(dayAndMonth.format(time));
      expect(formatTime(iso)).toBe(clock.format(time).replace(/\s/g, ' '));
      expect(formatWeekdayDateTime(iso).slice(0, 3)).toBe(weekday.format(time));
    }
  });

  it('writes noon and midnight on a 12-hour clock', () => {
    expect(formatTime('2026-11-29T12:05:00Z')).toBe('12:05 pm');
    expect(formatTime('2026-11-29T00:00:00Z')).toBe('12:00 am');
  });
});
