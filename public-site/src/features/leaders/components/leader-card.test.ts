import { describe, expect, it } from 'vitest';
import { initials } from './leader-card';

describe('initials', () => {
  it('skips titles and abbreviations', () => {
    expect(initials('Pastor Emmanuel K. Owusu-Darko')).toBe('EO');
    expect(initials('Mrs. Grace Owusu-Darko')).toBe('GO');
    expect(initials('Kojo')).toBe('K');
  });
});
