import { describe, expect, it } from 'vitest';
import { welcomeKeys } from './keys';

describe('welcomeKeys', () => {
  it('keeps every welcome-section query under one prefix', () => {
    expect(welcomeKeys.all).toEqual(['welcome-section']);
    expect(welcomeKeys.detail('id-1')).toEqual(['welcome-section', 'detail', 'id-1']);
    expect(welcomeKeys.list({ limit: 3 })).toEqual(['welcome-section', 'list', { limit: 3 }]);
  });
});
