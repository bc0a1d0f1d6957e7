import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveTables } from './use-live-tables';

interface FakeChannel {
  topic: string;
  params: unknown;
  bindings: { type: string; filter: { event: string }; listener: (message: { event: string }) => void }[];
  onStatus?: (status: string, error?: Error) => void;
  /** What the client hands out for it. */
  api?: unknown;
}

const fake = vi.hoisted(() => ({
  channels: [] as FakeChannel[],
  removed: [] as FakeChannel[],
  disconnects: 0,
  /** The next leave fails (a server that is gone or refused the join may answer it so). */
  failNextLeave: false,
  /** What `scheduled_changes` answers: the coming instants a visitor may read. */
  instants: [] as string[],
  instantReads: 0,
}));

vi.mock('./live-realtime', () => {
  const realtime = {
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
        subscribe: (cb: (status: string, error?: Error) => void) => {
          channel.onStatus = cb;
          return api;
        },
        channel,
      };
      channel.api = api;
      return api;
    },
    getChannels: () => fake.channels.filter((c) => !fake.removed.includes(c)).map((c) => c.api),
    disconnect: async () => void fake.disconnects++,
    removeChannel: async (api: { channel: FakeChannel }) => {
      if (fake.failNextLeave) {
        fake.failNextLeave = false;
        throw new Error('leave failed');
      }
      fake.removed.push(api.channel);
      return 'ok';
    },
  };
  return { liveRealtime: () => Promise.resolve(realtime) };
});

vi.mock('shared-ui/connection', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-ui/connection')>()),
  getPublicClient: () => ({
    from: (table: string) => ({
      select: () => ({
        order: () => ({
          limit: async () => {
            fake.instantReads += 1;
            return {
              data: table === 'scheduled_changes' ? fake.instants.map((at) => ({ at })) : [],
              error: null,
            };
          },
        }),
      }),
    }),
  }),
}));

// Pages listen once the first screen has passed; these tests start after it.
vi.mock('shared-ui', async (importOriginal) => ({
  ...(await importOriginal<typeof import('shared-ui')>()),
  useAfterFirstScreen: () => true,
}));

const queryClient = new QueryClient();
const invalidate = vi.spyOn(queryClient, 'invalidateQueries').mockResolvedValue();
const wrapper = ({ children }: { children: ReactNode }) => (
  <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
);
const keys = () => invalidate.mock.calls.map(([filters]) => filters?.queryKey);

/** A page that follows these tables (a table's query key is its name). */
function page(tables = ['notices', 'events']) {
  return renderHook(() => useLiveTables(...tables.map((table) => ({ table, keys: { all: [table] } }))), {
    wrapper,
  });
}

/** Lets the client's promise, the channel's module and its attach run. */
const settle = () =>
  act(async () => {
    await import('./listeners');
    for (let i = 0; i < 5; i += 1) await Promise.resolve();
  });
const channel = () => fake.channels.at(-1)!;
const status = (value: string, error?: Error) => act(() => channel().onStatus?.(value, error));
/** Runs timers due within `ms`, and the channel joins and leaves they start. */
const advance = (ms: number) =>
  act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
/** A page opened after the first screen, on fake timers. */
async function livePage(tables?: string[]) {
  vi.useFakeTimers();
  const hook = page(tables);
  await settle();
  return hook;
}
function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  act(() => void document.dispatchEvent(new Event('visibilitychange')));
}
const announce = (table: string) => act(() => channel().bindings[0]!.listener({ event: table }));

describe('useLiveTables', () => {
  afterEach(async () => {
    vi.useRealTimers();
    // Let a channel left by the test's last unmount go before the next test.
    await act(async () => void (await new Promise((resolve) => setTimeout(resolve, 1))));
    invalidate.mockClear();
    fake.channels = [];
    fake.removed = [];
    fake.failNextLeave = false;
    fake.disconnects = 0;
    setVisibility('visible');
    fake.instants = [];
    fake.instantReads = 0;
  });

  it('reads every table again once the next scheduled instant has passed, within a minute, with no broadcast', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-03T09:00:00Z') });
    fake.instants = ['2026-12-03T09:02:00Z'];
    const hook = page();
    await settle();
    status('SUBSCRIBED');
    expect(fake.instantReads).toBe(1);
    await act(async () => void vi.advanceTimersByTime(119_000));
    expect(keys()).toEqual([]);
    fake.instants = [];
    await act(async () => void vi.advanceTimersByTime(61_000));
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events']]);
    // Then it looks for the next one (none left), and a broadcast makes it look again.
    expect(fake.instantReads).toBe(2);
    announce('milestones');
    await settle();
    expect(fake.instantReads).toBe(3);
    hook.unmount();
    act(() => void vi.advanceTimersByTime(1));
  });

  it('listens to every broadcast on the private public-content channel and refetches only its own tables, once per burst', async () => {
    const hook = await livePage();
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

  it('every live page follows the church’s details (footer, the live banner) besides its own tables', async () => {
    const hook = await livePage(['events']);
    status('SUBSCRIBED');
    announce('church_settings');
    act(() => void vi.advanceTimersByTime(200));
    expect(keys()).toEqual([['church-settings']]);
    hook.unmount();
    act(() => void vi.advanceTimersByTime(1));
  });

  it('the first join reads nothing again (the page has just read its data); after a drop it rejoins and reads again', async () => {
    const hook = await livePage();
    status('SUBSCRIBED');
    expect(keys()).toEqual([]);
    const dropped = channel();
    status('CHANNEL_ERROR', new Error('socket closed'));
    await advance(0);
    // The channel and its socket are let go at once (the client's own 1-10 s rejoin loop never runs), and
    // joined again soon.
    expect([fake.removed, fake.disconnects]).toEqual([[dropped], 1]);
    await advance(2_000);
    expect(fake.channels).toHaveLength(2);
    status('SUBSCRIBED');
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events']]);
    hook.unmount();
    await advance(1);
  });

  it('back online, a tab waiting after a drop joins at once, reads again once, and a failed leave blocks nothing', async () => {
    const hook = await livePage();
    status('SUBSCRIBED');
    fake.failNextLeave = true;
    status('CHANNEL_ERROR', new Error('socket closed'));
    await advance(0);
    expect(fake.channels).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('online')));
    await advance(0);
    expect(fake.channels).toHaveLength(2);
    status('SUBSCRIBED');
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events']]);
    // The next broadcast arrives on the new channel, and nothing is read twice.
    announce('notices');
    await advance(150);
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events'], ['notices']]);
    hook.unmount();
    await advance(1);
  });

  it('when the project is full, lets the channel go and waits before asking again', async () => {
    const hook = await livePage();
    status('CHANNEL_ERROR', new Error('ConnectionRateLimitReached: Too many connected users'));
    await advance(14_000);
    expect([fake.channels.length, fake.removed.length]).toEqual([1, 1]);
    await advance(16_000);
    expect(fake.channels).toHaveLength(2);
    hook.unmount();
    await advance(1);
  });

  it('a tab hidden for a minute lets its channel go, and on return joins again and reads what it missed', async () => {
    const hook = await livePage();
    status('SUBSCRIBED');
    setVisibility('hidden');
    await advance(59_000);
    expect(fake.removed).toEqual([]);
    await advance(1_000);
    expect(fake.removed).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(fake.channels).toHaveLength(2);
    expect(keys()).toEqual([]);
    status('SUBSCRIBED');
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events']]);
    hook.unmount();
    await advance(1);
  });

  it('pages share one channel, kept across a page change and left when the last page closes', async () => {
    const first = page(['notices']);
    await settle();
    status('SUBSCRIBED');
    const second = page(['events']);
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

  it('opens no channel for a page left before its Realtime client was ready', async () => {
    const hook = page();
    hook.unmount();
    await settle();
    expect([fake.channels.length, fake.removed.length]).toEqual([0, 0]);
  });
});
