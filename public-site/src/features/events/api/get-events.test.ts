import { describe, expect, it } from 'vitest';
import type { ChurchEvent } from 'shared-ui/data';
import { splitEvents } from './get-events';

const event = (id: string, starts_at: string, ends_at: string | null = null) =>
  ({ id, starts_at, ends_at }) as ChurchEvent;

describe('splitEvents', () => {
  it('puts the nearest event first on both sides of now', () => {
    const now = new Date('2026-11-22T12:00:00Z');
    const { upcoming, past } = splitEvents(
      [
        event('far-past', '2026-10-01T09:00:00Z'),
        event('later', '2026-12-20T09:00:00Z'),
        event('running', '2026-11-22T10:00:00Z', '2026-11-22T14:00:00Z'),
        event('recent', '2026-11-20T09:00:00Z'),
        event('soon', '2026-11-25T09:00:00Z'),
      ],
      now,
    );
    expect(upcoming.map((e) => e.id)).toEqual(['running', 'soon', 'later']);
    expect(past.map((e) => e.id)).toEqual(['recent', 'far-past']);
  });
});
