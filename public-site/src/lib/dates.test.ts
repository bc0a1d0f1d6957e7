import { describe, expect, it } from 'vitest';
import { churchWallClock, formatCalendarDay, formatDate, formatTime, formatTimeRange } from './dates';

describe('church dates (Africa/Accra)', () => {
  it('formats an instant in the church time zone, not the machine one', () => {
    expect(formatDate('2026-11-29T08:30:00Z')).toBe('Sunday, 29 November 2026');
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
  });

  it('gives wall-clock parts for iCalendar', () => {
    expect(churchWallClock('2026-11-29T23:59:58+01:00')).toEqual({
      year: '2026',
      month: '11',
      day: '29',
      hour: '22',
      minute: '59',
      second: '58',
    });
  });
});
