import { describe, expect, it } from 'vitest';
import { ministryKeys } from './keys';

describe('ministryKeys', () => {
  it('keeps every ministries query under one prefix', () => {
    expect(ministryKeys.all).toEqual(['ministries']);
    expect(ministryKeys.detail('id-1')).toEqual(['ministries', 'detail', 'id-1']);
    expect(ministryKeys.list({ limit: 3 })).toEqual(['ministries', 'list', { limit: 3 }]);
  });
});
