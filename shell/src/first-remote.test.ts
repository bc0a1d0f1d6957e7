import { describe, expect, it } from 'vitest';
import { startsOnPublicSite } from './first-remote.mjs';

describe('startsOnPublicSite', () => {
  it('is true for public pages, including ones whose name merely begins like an admin path', () => {
    for (const path of ['/', '/events', '/sermons/abc', '/administration', '/authors'])
      expect(startsOnPublicSite(path), path).toBe(true);
  });

  it('is false for the admin portal and sign-in paths', () => {
    for (const path of ['/admin', '/admin/', '/admin/events', '/auth', '/auth/reset-password'])
      expect(startsOnPublicSite(path), path).toBe(false);
  });
});
