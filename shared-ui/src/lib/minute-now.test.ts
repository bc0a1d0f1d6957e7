import { describe, expect, it } from 'vitest';
import { minuteNow } from './minute-now';

describe('minuteNow', () => {
  it('is the same instant for the whole minute, the minute’s start', () => {
    const start = Date.parse('2026-11-29T08:30:00.000Z');
    expect(minuteNow(start)).toBe('2026-11-29T08:30:00.000Z');
    expect(minuteNow(start + 59_999)).toBe('2026-11-29T08:30:00.000Z');
    expect(minuteNow(start + 60_000)).toBe('2026-11-29T08:31:00.000Z');
  });
});
