import { describe, expect, it } from 'vitest';
import { announcementKeys } from './keys';

describe('announcementKeys', () => {
  it('keeps every announcements query under one prefix', () => {
    expect(announcementKeys.all).toEqual(['announcements']);
    expect(announcementKeys.detail('id-1')).toEqual(['announcements', 'detail', 'id-1']);
    expect(announcementKeys.list({ limit: 3 })).toEqual(['announcements', 'list', { limit: 3 }]);
  });
});
