import { describe, expect, it } from 'vitest';
import { noticeKeys } from './keys';

describe('noticeKeys', () => {
  it('keeps every notices query under one prefix', () => {
    expect(noticeKeys.all).toEqual(['notices']);
    expect(noticeKeys.detail('id-1')).toEqual(['notices', 'detail', 'id-1']);
    expect(noticeKeys.list({ limit: 3 })).toEqual(['notices', 'list', { limit: 3 }]);
  });
});
