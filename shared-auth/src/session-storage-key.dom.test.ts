import { createClient } from '@supabase/supabase-js';
import { authStorageKey } from 'shared-ui/auth-storage';
import { afterEach, describe, expect, it } from 'vitest';

const PROJECT = 'https://abcdefgh.supabase.co';

describe('where the client keeps a session', () => {
  afterEach(() => window.localStorage.clear());

  // The shell reads this key to decide whether to fetch the client at all (shell/src/offline/after-first-screen.ts).
  it('is the key shared-ui/auth-storage names: supabase-js’s default, which supabase-client.ts keeps', async () => {
    const session = {
      access_token: 'header.payload.signature',
      refresh_token: 'refresh',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: Math.floor(Date.now() / 1000) + 3600,
      user: {
        id: 'a3b1c2d4-0000-4000-8000-000000000001',
        aud: 'authenticated',
        app_metadata: {},
        user_metadata: {},
      },
    };
    window.localStorage.setItem(authStorageKey(PROJECT), JSON.stringify(session));
    const client = createClient(PROJECT, 'anon-key', {
      auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
    });
    const { data } = await client.auth.getSession();
    expect(data.session?.access_token).toBe(session.access_token);
  });
});
