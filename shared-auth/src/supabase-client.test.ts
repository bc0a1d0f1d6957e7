import { afterEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.hoisted(() => vi.fn(() => ({ auth: {} })));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

afterEach(() => {
  vi.resetModules();
  createClient.mockClear();
  window.location.hash = '';
});

describe('initSupabase', () => {
  it('keeps the session in localStorage with automatic refresh and reads reset links from the URL', async () => {
    const { initSupabase } = await import('./supabase-client');
    initSupabase('http://127.0.0.1:54321', 'anon-key');
    expect(createClient).toHaveBeenCalledWith(
      'http://127.0.0.1:54321',
      'anon-key',
      expect.objectContaining({
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
        realtime: { heartbeatIntervalMs: 25_000, timeout: 10_000 },
      }),
    );
  });

  it('creates one client however often it is called; getSupabase returns it', async () => {
    const { initSupabase, getSupabase } = await import('./supabase-client');
    const first = initSupabase('http://127.0.0.1:54321', 'anon-key');
    expect(initSupabase('http://elsewhere', 'other')).toBe(first);
    expect(getSupabase()).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
  });

  it('refuses use before the shell has created the client', async () => {
    const { getSupabase } = await import('./supabase-client');
    expect(() => getSupabase()).toThrow('initSupabase() must run before the Supabase client is used');
  });

  it('notes a reset link in the address bar before the client consumes it', async () => {
    window.location.hash = '#access_token=t&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';
    createClient.mockImplementationOnce(() => {
      window.location.hash = '';
      return { auth: {} };
    });
    const { initSupabase, initialAuthRedirect } = await import('./supabase-client');
    initSupabase('http://127.0.0.1:54321', 'anon-key');
    expect(initialAuthRedirect()).toEqual({ recovery: true, errorCode: null });
  });
});
