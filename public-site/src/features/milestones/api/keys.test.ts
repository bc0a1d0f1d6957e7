import { describe, expect, it } from 'vitest';
import { milestoneKeys } from './keys';

describe('milestoneKeys', () => {
  it('keeps every milestones query under one prefix', () => {
    expect(milestoneKeys.all).toEqual(['milestones']);
    expect(milestoneKeys.detail('id-1')).toEqual(['milestones', 'detail', 'id-1']);
    expect(milestoneKeys.list({ limit: 3 })).toEqual(['milestones', 'list', { limit: 3 }]);
  });
});
