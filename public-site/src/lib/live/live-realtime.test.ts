import { beforeEach, describe, expect, it, vi } from 'vitest';

const auth = vi.hoisted(() => ({
  loaded: null as { realtime: unknown } | null,
  whenLoaded: vi.fn(),
  stored: false,
  visitorsCreated: 0,
}));

vi.mock('shared-auth', () => ({
  loadedSupabase: () => auth.loaded,
  supabaseLoaded: auth.whenLoaded,
}));
vi.mock('shared-ui/auth-storage', () => ({ sessionMayBeStored: () => auth.stored }));
vi.mock('shared-ui/connection', () => ({
  supabaseSettings: () => ({ url: 'https://abcdefgh.supabase.co', anonKey: 'anon-key' }),
}));
vi.mock('./visitor-realtime', () => ({
  createVisitorRealtime: () => ({ visitor: (auth.visitorsCreated += 1) }),
}));

const fresh = async () => {
  vi.resetModules();
  return (await import('./live-realtime')).liveRealtime;
};

describe('the Realtime client an open page listens with', () => {
  beforeEach(() => {
    Object.assign(auth, { loaded: null, stored: false, visitorsCreated: 0 });
    auth.whenLoaded.mockReset();
  });

  it('is the signed-in client’s when it is there', async () => {
    const realtime = { signedIn: true };
    auth.loaded = { realtime };
    expect(await (await fresh())()).toBe(realtime);
  });

  it('waits for the client when a session is stored (the shell loads it after the first screen)', async () => {
    const realtime = { signedIn: true };
    auth.stored = true;
    auth.whenLoaded.mockResolvedValue({ realtime });
    expect(await (await fresh())()).toBe(realtime);
    expect(auth.visitorsCreated).toBe(0);
  });

  it('for a visitor who never signed in, is Realtime alone, made once, without supabase-js', async () => {
    const liveRealtime = await fresh();
    const [first, second] = await Promise.all([liveRealtime(), liveRealtime()]);
    expect(first).toEqual({ visitor: 1 });
    expect(second).toBe(first);
    expect(auth.whenLoaded).not.toHaveBeenCalled();
  });
});
