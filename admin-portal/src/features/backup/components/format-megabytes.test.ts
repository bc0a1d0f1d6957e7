import { describe, expect, it } from 'vitest';
import { formatMegabytes } from './format-megabytes';

describe('formatMegabytes', () => {
  it('writes an archive’s size in megabytes with one decimal, the same each time', () => {
    expect(formatMegabytes(13 * 1024 * 1024)).toBe('13.0 MB');
    expect(formatMegabytes(1536 * 1024)).toBe('1.5 MB');
    expect(formatMegabytes(0)).toBe('0.0 MB');
    expect(formatMegabytes(13 * 1024 * 1024)).toBe('13.0 MB');
  });
});
