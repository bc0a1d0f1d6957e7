import { afterEach, describe, expect, it } from 'vitest';
import { authStorageKey, sessionMayBeStored } from './auth-storage';

const PROJECT = 'https://abcdefgh.supabase.co';

describe('where a session is kept', () => {
  // shared-auth's supabase-client.test.ts proves its client keeps the session there.
  it('is supabase-js’s default key for the project', () => {
    expect(authStorageKey(PROJECT)).toBe('sb-abcdefgh-auth-token');
    expect(authStorageKey('http://127.0.0.1:54321')).toBe('sb-127-auth-token');
  });
});

describe('whether a session may be stored', () => {
  afterEach(() => window.localStorage.clear());

  it('is not for a visitor who never signed in', () => {
    expect(sessionMayBeStored(PROJECT)).toBe(false);
  });

  it('is once the client has kept a session under its key', () => {
    window.localStorage.setItem('sb-abcdefgh-auth-token', '{"access_token":"…"}');
    expect(sessionMayBeStored(PROJECT)).toBe(true);
    expect(sessionMayBeStored('https://otherproj.supabase.co')).toBe(false);
  });
});
