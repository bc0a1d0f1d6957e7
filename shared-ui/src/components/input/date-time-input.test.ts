import { afterEach, describe, expect, it } from 'vitest';
import { fromDateTimeLocal, toDateTimeLocal } from './date-time-input';

const zone = process.env.TZ;

describe('date-time inputs in the church’s time (Africa/Accra)', () => {
  afterEach(() => {
    process.env.TZ = zone;
  });

  it('shows and reads Accra’s wall clock even on a computer set to another zone', () => {
    process.env.TZ = 'America/New_York';
    expect(toDateTimeLocal('2026-12-03T09:30:00Z')).toBe('2026-12-03T09:30');
    expect(fromDateTimeLocal('2026-12-03T09:30')).toBe('2026-12-03T09:30:00.000Z');
    process.env.TZ = 'Asia/Tokyo';
    expect(toDateTimeLocal('2026-12-31T23:45:00Z')).toBe('2026-12-31T23:45');
  });

  it('empty or malformed values are no time at all', () => {
    expect(toDateTimeLocal(null)).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
    expect(fromDateTimeLocal('')).toBeNull();
    expect(fromDateTimeLocal('3 Dec')).toBeNull();
  });
});
