import { describe, expect, it } from 'vitest';
import { createQueryKeys } from './query-keys';

describe('createQueryKeys', () => {
  const keys = createQueryKeys('things');

  it('nests every key under the domain so one prefix invalidates them all', () => {
    expect(keys.all).toEqual(['things']);
    expect(keys.lists()).toEqual(['things', 'list']);
    expect(keys.list({ year: 2026 })).toEqual(['things', 'list', { year: 2026 }]);
    expect(keys.details()).toEqual(['things', 'detail']);
    expect(keys.detail('a')).toEqual(['things', 'detail', 'a']);
  });

  it('keeps lists and details apart', () => {
    expect(keys.detail('list').slice(0, 2)).toEqual(keys.details());
    expect(keys.list({}).slice(0, 2)).not.toEqual(keys.details());
  });
});
