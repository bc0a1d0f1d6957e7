import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveTables } from './use-live-tables';

const fake = vi.hoisted(() => ({
  bindings: [] as { filter: { table: string; event: string }; listener: () => void }[],
  onStatus: undefined as ((status: string) => void) | undefined,
  channels: 0,
  removed: 0,
  /** Whether the client exists when the page mounts (after the first screen) or must be waited for. */
  clientReady: false,
}));

vi.mock('shared-auth', () => {
  const client = {
    channel: () => {
      fake.channels++;
      const channel = {
        on: (_type: string, filter: { table: string; event: string }, listener: () => void) => {
          fake.bindings.push({ filter, listener });
          return channel;
        },
        subscribe: (cb: (status: string) => void) => {
          fake.onStatus = cb;
          return channel;
        },
      };
      return channel;
    },
    removeChannel: async () => {
      fake.removed++;
    },
  };
  return {
    supabaseLoaded: () => Promise.resolve(client),
    loadedSupabase: () => (fake.clientReady ? client : null),
  };
});

function setup() {
  const queryClient = new QueryClient();
  const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveTables({ notices: ['notices'], events: ['events'] }), { wrapper });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, keys };
}

/** The client arrives asynchronously (it loads after the first screen). */
const clientLoaded = () => act(async () => {});

describe('useLiveTables', () => {
  afterEach(() => {
    vi.useRealTimers();
    fake.bindings = [];
    fake.channels = 0;
    fake.removed = 0;
    fake.clientReady = false;
  });

  it('binds every event of each table and refetches only the changed tables, once per burst', async () => {
    vi.useFakeTimers();
    const { keys } = setup();
    await clientLoaded();
    expect(fake.bindings.map((b) => b.filter)).toEqual([
      { event: '*', schema: 'public', table: 'notices' },
      { event: '*', schema: 'public', table: 'events' },
    ]);
    act(() => fake.onStatus?.('SUBSCRIBED'));
    const afterJoin = keys().length;
    const notices = fake.bindings[0]!.listener;
    act(() => {
      notices();
      notices();
      notices();
    });
    expect(keys().slice(afterJoin)).toEqual([]);
    act(() => void vi.advanceTimersByTime(200));
    expect(keys().slice(afterJoin)).toEqual([['notices']]);
  });

  it('refetches everything on every join after waiting for the client (changes before it were not sent) and leaves on unmount', async () => {
    const { hook, keys } = setup();
    await clientLoaded();
    act(() => fake.onStatus?.('SUBSCRIBED'));
    expect(keys()).toEqual([['notices'], ['events']]);
    act(() => fake.onStatus?.('CHANNEL_ERROR'));
    expect(keys()).toHaveLength(2);
    act(() => fake.onStatus?.('SUBSCRIBED'));
    expect(keys()).toEqual([['notices'], ['events'], ['notices'], ['events']]);
    const before = fake.removed;
    hook.unmount();
    expect(fake.removed - before).toBe(1);
  });

  it('with the client already there, the first join does not refetch what the page has just read; a rejoin does', () => {
    fake.clientReady = true;
    const { keys } = setup();
    act(() => fake.onStatus?.('SUBSCRIBED'));
    expect(keys()).toEqual([]);
    act(() => fake.onStatus?.('CHANNEL_ERROR'));
    act(() => fake.onStatus?.('SUBSCRIBED'));
    expect(keys()).toEqual([['notices'], ['events']]);
  });

  it('opens no channel for a page left before the client arrived', async () => {
    const { hook } = setup();
    const [channels, removed] = [fake.channels, fake.removed];
    hook.unmount();
    await clientLoaded();
    expect(fake.channels - channels).toBe(0);
    expect(fake.removed - removed).toBe(0);
  });
});
