import { describe, expect, it } from 'vitest';
import { whoDid } from './get-recent-changes';

describe('whoDid', () => {
  it('names the account that made a change', () => {
    expect(whoDid({ by: 'office@piwcasokwa.org', did: 'moved to Trash' })).toBe(
      'office@piwcasokwa.org moved to Trash',
    );
  });

  it('says only what happened when no signed-in account made it (the seed, a restore)', () => {
    expect(whoDid({ by: null, did: 'added' })).toBe('Added');
    expect(whoDid({ by: null, did: 'restored an earlier version of' })).toBe(
      'Restored an earlier version of',
    );
  });
});
