import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveTables } from './use-live-tables';

type Listener = () => void;
const fake = vi.hoisted(() => ({
  bindings: [] as { filter: { table: string; event: string }; listener: () => void }[],
  onStatus: undefined as ((status: string) => void) | undefined,
  removed: 0,
}));

vi.mock('shared-auth', () => ({
  getSupabase: () => ({
    channel: () => {
      const channel = {
        on: (_type: string, filter: { table: string; event: string }, listener: Listener) => {
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
  }),
}));

function setup() {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries').mockResolvedValue();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const hook = renderHook(() => useLiveTables({ notices: ['notices'], events: ['events'] }), { wrapper });
  const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);
  return { hook, keys };
}

describe('useLiveTables', () => {
  afterEach(() => {
    vi.useRealTimers();
    fake.bindings = [];
    fake.removed = 0;
  });

  it('binds every event of each table and refetches only the changed tables, once per burst', () => {
    vi.useFakeTimers();
    const { keys } = setup();
    expect(fake.bindings.map((b) => b.filter)).toEqual([
      { event: '*', schema: 'public', table: 'notices' },
      { event: '*', schema: 'public', table: 'events' },
    ]);
    act(() => fake.onStatus?.('SUBSCRIBED'));
    const notices = fake.bindings[0]!.listener;
    act(() => {
      notices();
      notices();
      notices();
    });
    expect(keys()).toEqual([]);
    act(() => void vi.advanceTimersByTime(200));
    expect(keys()).toEqual([['notices']]);
  });

  it('refetches everything after a rejoin (changes may have been missed) and leaves on unmount', () => {
    const { hook, keys } = setup();
    act(() => fake.onStatus?.('SUBSCRIBED'));
    expect(keys()).toEqual([]);
    act(() => fake.onStatus?.('CHANNEL_ERROR'));
    act(() => fake.onStatus?.('SUBSCRIBED'));
    expect(keys()).toEqual([['notices'], ['events']]);
    const before = fake.removed;
    hook.unmount();
    expect(fake.removed - before).toBe(1);
  });
});
