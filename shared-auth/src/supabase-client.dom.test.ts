import { afterEach, describe, expect, it, vi } from 'vitest';

const createClient = vi.hoisted(() => vi.fn(() => ({ auth: {} })));
vi.mock('@supabase/supabase-js', () => ({ createClient }));

afterEach(() => {
  vi.resetModules();
  createClient.mockClear();
  window.location.hash = '';
});

describe('the Supabase client', () => {
  it('is not created (nor its library fetched) until something loads it', async () => {
    const { configureSupabase, getSupabase } = await import('./supabase-client');
    configureSupabase('http://127.0.0.1:54321', 'anon-key');
    expect(createClient).not.toHaveBeenCalled();
    expect(() => getSupabase()).toThrow('The Supabase client is not loaded yet: await loadSupabase() first');
  });

  it('keeps the session in localStorage with automatic refresh, reads reset links, and leaves retries to react-query', async () => {
    const { configureSupabase, loadSupabase } = await import('./supabase-client');
    configureSupabase('http://127.0.0.1:54321', 'anon-key');
    await loadSupabase();
    expect(createClient).toHaveBeenCalledWith(
      'http://127.0.0.1:54321',
      'anon-key',
      expect.objectContaining({
        auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
        realtime: { heartbeatIntervalMs: 25_000, timeout: 10_000 },
        db: { retry: false },
      }),
    );
  });

  it('creates one client however often it is loaded; getSupabase returns it', async () => {
    const { configureSupabase, loadSupabase, getSupabase } = await import('./supabase-client');
    configureSupabase('http://127.0.0.1:54321', 'anon-key');
    configureSupabase('http://elsewhere', 'other');
    const [first, second] = await Promise.all([loadSupabase(), loadSupabase()]);
    expect(second).toBe(first);
    expect(getSupabase()).toBe(first);
    expect(createClient).toHaveBeenCalledTimes(1);
    expect(createClient).toHaveBeenCalledWith('http://127.0.0.1:54321', 'anon-key', expect.anything());
  });

  it('refuses to load before the shell has configured it', async () => {
    const { loadSupabase } = await import('./supabase-client');
    await expect(loadSupabase()).rejects.toThrow('configureSupabase() must run before Supabase is used');
  });

  it('notes a reset link in the address bar at start, before a later client consumes it', async () => {
    window.location.hash = '#access_token=t&expires_in=3600&refresh_token=r&token_type=bearer&type=recovery';
    const { configureSupabase, initialAuthRedirect } = await import('./supabase-client');
    configureSupabase('http://127.0.0.1:54321', 'anon-key');
    window.location.hash = '';
    expect(initialAuthRedirect()).toEqual({ recovery: true, invite: false, errorCode: null });
  });
});

describe('supabaseLoaded', () => {
  it('waits for someone else to load the client, without loading it itself', async () => {
    const { configureSupabase, loadSupabase, loadedSupabase, supabaseLoaded } =
      await import('./supabase-client');
    configureSupabase('http://127.0.0.1:54321', 'anon-key');
    expect(loadedSupabase()).toBeNull();
    let resolved: unknown = null;
    void supabaseLoaded().then((client) => (resolved = client));
    await new Promise((r) => setTimeout(r, 10));
    expect(createClient).not.toHaveBeenCalled();
    expect(resolved).toBeNull();
    const client = await loadSupabase();
    await Promise.resolve();
    expect(resolved).toBe(client);
    expect(loadedSupabase()).toBe(client);
  });
});
