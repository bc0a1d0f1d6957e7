import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveTables } from './use-live-tables';

interface FakeChannel {
  topic: string;
  params: unknown;
  bindings: { type: string; filter: { event: string }; listener: (message: { event: string }) => void }[];
  onStatus?: (status: string) => void;
}

const fake = vi.hoisted(() => ({
  channels: [] as FakeChannel[],
  removed: [] as FakeChannel[],
  /** Whether the client exists when the page mounts (after the first screen) or must be waited for. */
  clientReady: false,
}));

vi.mock('shared-auth', () => {
  const client = {
    channel: (topic: string, params: unknown) => {
      const channel: FakeChannel = { topic, params, bindings: [] };
      fake.channels.push(channel);
      const api = {
        on: (
          type: string,
          filter: { event: string },
          listener: FakeChannel['bindings'][number]['listener'],
        ) => {
          channel.bindings.push({ type, filter, listener });
          return api;
        },
        subscribe: (cb: (status: string) => void) => {
          channel.onStatus = cb;
          return api;
        },
        channel,
      };
      return api;
    },
    removeChannel: async (api: { channel: FakeChannel }) => {
      fake.removed.push(api.channel);
      return 'ok';
    },
  };
  return {
    supabaseLoaded: () => Promise.resolve(client),
    loadedSupabase: () => (fake.clientReady ? client : null),
  };
});

const queryClient = new QueryClient();
const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

function page(tables: Record<string, string[]> = { notices: ['notices'], events: ['events'] }) {
  return renderHook(() => useLiveTables(tables), { wrapper });
}

/** Lets the client's promise and the channel's attach run. */
const settle = () => act(async () => {});
const channel = () => fake.channels.at(-1)!;
const status = (value: string) => act(() => channel().onStatus?.(value));
const announce = (table: string) => act(() => channel().bindings[0]!.listener({ event: table }));

describe('useLiveTables', () => {
  afterEach(async () => {
    vi.useRealTimers();
    // Let a channel left by the test's last unmount go before the next test.
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 1))));
    invalidate.mockClear();
    fake.channels = [];
    fake.removed = [];
    fake.clientReady = false;
  });

  it('listens to every broadcast on the private public-content channel and refetches only its own tables, once per burst', async () => {
    fake.clientReady = true;
    vi.useFakeTimers();
    const hook = page();
    await settle();
    expect(fake.channels.map((c) => [c.topic, c.params])).toEqual([
      ['public-content', { config: { private: true } }],
    ]);
    expect(channel().bindings.map((b) => [b.type, b.filter])).toEqual([['broadcast', { event: '*' }]]);
    status('SUBSCRIBED');
    announce('notices');
    announce('notices');
    announce('contact_messages');
    announce('notices');
    expect(keys()).toEqual([]);
    act(() => void vi.advanceTimersByTime(200));
    expect(keys()).toEqual([['notices']]);
    hook.unmount();
    act(() => void vi.advanceTimersByTime(1));
  });

  it('a page that waited for the client catches up on its first join; every page catches up on a rejoin', async () => {
    const hook = page();
    await settle();
    status('SUBSCRIBED');
    expect(keys()).toEqual([['notices'], ['events']]);
    status('CHANNEL_ERROR');
    expect(keys()).toHaveLength(2);
    status('SUBSCRIBED');
    expect(keys()).toEqual([['notices'], ['events'], ['notices'], ['events']]);
    hook.unmount();
  });

  it('with the client already there, the first join does not refetch what the page has just read', async () => {
    fake.clientReady = true;
    const hook = page();
    await settle();
    status('SUBSCRIBED');
    expect(keys()).toEqual([]);
    hook.unmount();
  });

  it('pages share one channel, kept across a page change and left when the last page closes', async () => {
    fake.clientReady = true;
    const first = page({ notices: ['notices'] });
    await settle();
    status('SUBSCRIBED');
    const second = page({ events: ['events'] });
    await settle();
    first.unmount();
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 1))));
    expect([fake.channels.length, fake.removed.length]).toEqual([1, 0]);
    announce('events');
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 200))));
    expect(keys()).toEqual([['events']]);
    second.unmount();
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 1))));
    expect(fake.removed).toEqual(fake.channels);
  });

  it('opens no channel for a page left before the client arrived', async () => {
    const hook = page();
    hook.unmount();
    await settle();
    expect([fake.channels.length, fake.removed.length]).toEqual([0, 0]);
  });
});
