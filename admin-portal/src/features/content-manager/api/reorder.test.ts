import { describe, expect, it } from 'vitest';
import { moveByOffset, moveItem, nextDisplayOrder, orderChanges } from './reorder';

const items = [
  { id: 'a', display_order: 1 },
  { id: 'b', display_order: 2 },
  { id: 'c', display_order: 3 },
  { id: 'd', display_order: 4 },
];
const ids = (list: { id: string }[]) => list.map((i) => i.id).join('');

describe('reorder', () => {
  it('moves an item onto another one’s place (drag and drop)', () => {
    expect(ids(moveItem(items, 'a', 'c'))).toBe('bcad');
    expect(ids(moveItem(items, 'd', 'b'))).toBe('adbc');
    expect(ids(moveItem(items, 'a', 'missing'))).toBe('abcd');
  });

  it('moves by one step and stops at the ends (keyboard)', () => {
    expect(ids(moveByOffset(items, 'b', -1))).toBe('bacd');
    expect(ids(moveByOffset(items, 'b', 1))).toBe('acbd');
    expect(ids(moveByOffset(items, 'a', -1))).toBe('abcd');
    expect(ids(moveByOffset(items, 'd', 1))).toBe('abcd');
  });

  it('writes only the positions that changed', () => {
    expect(orderChanges(moveItem(items, 'b', 'c'))).toEqual([
      { id: 'c', display_order: 2 },
      { id: 'b', display_order: 3 },
    ]);
    expect(orderChanges(items)).toEqual([]);
  });

  it('renumbers rows that share a position (seeded zeros) into 1…n', () => {
    const tied = items.map((i) => ({ ...i, display_order: 0 }));
    expect(orderChanges(tied).map((c) => c.display_order)).toEqual([1, 2, 3, 4]);
  });

  it('places a new item after the last', () => {
    expect(nextDisplayOrder(items)).toBe(5);
    expect(nextDisplayOrder([])).toBe(1);
  });
});
