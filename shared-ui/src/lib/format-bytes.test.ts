import { describe, expect, it } from 'vitest';
import { BUCKETS } from '../data/storage/buckets';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads like a person would say it', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(2048)).toBe('2 KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5 MB');
    // From ten up, whole units: a sermon's 12.3 MB recording reads "12 MB".
    expect(formatBytes(12.3 * 1024 * 1024)).toBe('12 MB');
    expect(formatBytes(BUCKETS.images.maxBytes)).toBe('10 MB');
  });

  it('says nothing of a size it cannot read', () => {
    expect(formatBytes(Number.NaN)).toBe('');
    expect(formatBytes(-1)).toBe('');
  });
});
