import { describe, expect, it } from 'vitest';
import { firstRemoteOf } from './first-remote.mjs';

describe('firstRemoteOf', () => {
  it('is the public site for public pages, including ones whose name merely begins like an admin path', () => {
    for (const path of ['/', '/events', '/sermons/abc', '/administration', '/authors'])
      expect(firstRemoteOf(path), path).toBe('publicSite');
  });

  it('is the admin portal for the /admin subtree', () => {
    for (const path of ['/admin', '/admin/', '/admin/events'])
      expect(firstRemoteOf(path), path).toBe('adminPortal');
  });

  it('is none for sign-in, which is the shell’s own page', () => {
    for (const path of ['/auth', '/auth/reset-password']) expect(firstRemoteOf(path), path).toBeNull();
  });
});
