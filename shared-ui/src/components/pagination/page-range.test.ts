import { describe, expect, it } from 'vitest';
import { pageRange } from './page-range';

describe('pageRange', () => {
  it('shows first, last, neighbours and gaps', () => {
    expect(pageRange(1, 1)).toEqual([1]);
    expect(pageRange(1, 5)).toEqual([1, 2, 'gap', 5]);
    expect(pageRange(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    // A gap of one page shows the page instead of an ellipsis.
    expect(pageRange(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap', 10]);
    expect(pageRange(10, 10)).toEqual([1, 'gap', 9, 10]);
    expect(pageRange(1, 0)).toEqual([]);
  });
});
