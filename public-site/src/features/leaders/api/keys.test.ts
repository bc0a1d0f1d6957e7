import { describe, expect, it } from 'vitest';
import { leaderKeys } from './keys';

describe('leaderKeys', () => {
  it('keeps every leaders query under one prefix', () => {
    expect(leaderKeys.all).toEqual(['leaders']);
    expect(leaderKeys.detail('id-1')).toEqual(['leaders', 'detail', 'id-1']);
    expect(leaderKeys.list({ limit: 3 })).toEqual(['leaders', 'list', { limit: 3 }]);
  });
});
