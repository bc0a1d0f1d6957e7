import { describe, expect, it } from 'vitest';
import { savedReadKey } from './saved-reads-plugin';

const REST = 'https://abc.supabase.co/rest/v1';

describe('the key a visitor’s read is saved under', () => {
  it('is the same read whatever moment the page put in its filter', () => {
    const at = (now: string) =>
      savedReadKey(new Request(`${REST}/events?select=*&or=(ends_at.gte.${now},starts_at.gte.${now})`));
    expect(at('2026-11-24T21:50:03.120Z')).toBe(at('2026-11-25T07:02:59.999Z'));
    expect(at(encodeURIComponent('2026-11-24T21:50:03.120Z'))).toBe(at('2026-11-26T00:00:00Z'));
    expect(at('2026-11-24T21:50:03.120Z')).toContain('ends_at.gte.now');
  });

  it('keeps apart reads that differ otherwise: their filters, or the headers PostgREST answers by', () => {
    const events = `${REST}/events?select=*&published=eq.true`;
    expect(savedReadKey(new Request(events))).not.toBe(
      savedReadKey(new Request(`${REST}/events?select=*&published=eq.false`)),
    );
    const one = savedReadKey(
      new Request(events, { headers: { accept: 'application/vnd.pgrst.object+json' } }),
    );
    const counted = savedReadKey(new Request(events, { headers: { prefer: 'count=exact', range: '0-9' } }));
    expect(new Set([savedReadKey(new Request(events)), one, counted]).size).toBe(3);
    expect(savedReadKey(new Request(events, { headers: { apikey: 'anon' } }))).toBe(
      savedReadKey(new Request(events)),
    );
  });
});
