import { describe, expect, it } from 'vitest';
import { publicationStatus } from './publication-status';

const NOW = Date.parse('2026-12-03T09:00:00Z');
const status = (row: object) => publicationStatus(row, NOW);

describe('publicationStatus (the read policies’ rule)', () => {
  it('an unpublished item is a draft, whatever its dates', () => {
    expect(status({ published: false, publish_at: '2026-12-01T00:00:00Z' })).toEqual({ kind: 'draft' });
  });

  it('is scheduled until its publish_at, live from that moment, expired from its expires_at', () => {
    const row = { published: true, publish_at: '2026-12-03T10:00:00Z', expires_at: '2026-12-10T00:00:00Z' };
    expect(status(row)).toEqual({ kind: 'scheduled', at: row.publish_at });
    expect(status({ ...row, publish_at: '2026-12-03T09:00:00Z' })).toEqual({
      kind: 'live',
      until: row.expires_at,
    });
    expect(status({ ...row, publish_at: null, expires_at: '2026-12-03T09:00:00Z' })).toEqual({
      kind: 'expired',
      at: '2026-12-03T09:00:00Z',
    });
  });

  it('a published item without dates is live for good; a table without `published` has no status', () => {
    expect(status({ published: true, publish_at: null, expires_at: null })).toEqual({
      kind: 'live',
      until: null,
    });
    expect(status({ title: 'A photo' })).toBeNull();
  });
});
