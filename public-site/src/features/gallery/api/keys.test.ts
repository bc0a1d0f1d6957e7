import { describe, expect, it } from 'vitest';
import { galleryKeys } from './keys';

describe('galleryKeys', () => {
  it('keeps every gallery query under one prefix', () => {
    expect(galleryKeys.all).toEqual(['gallery']);
    expect(galleryKeys.detail('id-1')).toEqual(['gallery', 'detail', 'id-1']);
    expect(galleryKeys.list({ limit: 3 })).toEqual(['gallery', 'list', { limit: 3 }]);
  });
});
