import { describe, expect, it } from 'vitest';
import { eventKeys } from './keys';

describe('eventKeys', () => {
  it('keeps every events query under one prefix', () => {
    expect(eventKeys.all).toEqual(['events']);
    expect(eventKeys.detail('id-1')).toEqual(['events', 'detail', 'id-1']);
    expect(eventKeys.list({ limit: 3 })).toEqual(['events', 'list', { limit: 3 }]);
  });
});
