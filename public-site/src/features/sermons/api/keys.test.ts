import { describe, expect, it } from 'vitest';
import { sermonKeys } from './keys';

describe('sermonKeys', () => {
  it('keeps every sermons query under one prefix', () => {
    expect(sermonKeys.all).toEqual(['sermons']);
    expect(sermonKeys.detail('id-1')).toEqual(['sermons', 'detail', 'id-1']);
    expect(sermonKeys.list({ limit: 3 })).toEqual(['sermons', 'list', { limit: 3 }]);
  });
});
