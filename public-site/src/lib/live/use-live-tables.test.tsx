import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useLiveTables } from './use-live-tables';

interface FakeChannel {
  topic: string;
  params: unknown;
  bindings: { event: string; listener: (message: unknown) => void }[];
  /** The join's reply handlers, by status ('ok', 'error', 'timeout'). */
  replies: Record<string, (response: unknown) => void>;
  onError?: (reason: unknown) => void;
  /** What the socket hands out for it. */
  api?: unknown;
}

const fake = vi.hoisted(() => ({
  channels: [] as FakeChannel[],
  removed: [] as FakeChannel[],
  connected: false,
  disconnects: 0,
  /** The next leave throws (whatever goes wrong leaving must not block the next join). */
  failNextLeave: false,
  /** What `scheduled_changes` answers: the coming instants a visitor may read. */
  instants: [] as string[],
  instantReads: 0,
}));

const JOIN_PARAMS = vi.hoisted(() => ({ config: { private: true }, access_token: 'anon-key' }));

/** A Phoenix socket as content-channel.ts uses it. */
vi.mock('./content-socket', () => {
  const socket = {
    isConnected: () => fake.connected,
    connect: () => void (fake.connected = true),
    disconnect: (done?: () => void) => {
      fake.connected = false;
      fake.disconnects++;
      done?.();
    },
    get channels() {
      return fake.channels.filter((c) => !fake.removed.includes(c)).map((c) => c.api);
    },
    channel: (topic: string, params: unknown) => {
      const channel: FakeChannel = { topic, params, bindings: [], replies: {} };
      fake.channels.push(channel);
      const join = {
        receive: (status: string, handler: (response: unknown) => void) => {
          channel.replies[status] = handler;
          return join;
        },
      };
      channel.api = {
        on: (event: string, listener: (message: unknown) => void) =>
          void channel.bindings.push({ event, listener }),
        onError: (handler: (reason: unknown) => void) => void (channel.onError = handler),
        onClose: () => {},
        join: () => join,
        leave: () => {
          if (fake.failNextLeave) {
            fake.failNextLeave = false;
            throw new Error('leave failed');
          }
          fake.removed.push(channel);
        },
      };
      return channel.api;
    },
  };
  return { contentConnection: () => ({ socket, joinParams: JOIN_PARAMS }) };
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
  whenFirstScreenHasPassed: (run: () => void) => {
    run();
    return () => {};
  },
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

/**
 * The next task: the hook yields to the browser between the channel's start and the schedule's first read. On fake
 * timers a clock moved by 0 ms did not run a 0 ms timer set from a promise continuation; 1 ms does.
 */
const nextTask = () =>
  vi.isFakeTimers() ? vi.advanceTimersByTimeAsync(1) : new Promise((resolve) => setTimeout(resolve, 0));
/** Lets the channel's module load and its attach run (over the tasks it yields between). */
const settle = () =>
  act(async () => {
    await vi.dynamicImportSettled();
    for (let i = 0; i < 3; i += 1) {
      for (let j = 0; j < 5; j += 1) await Promise.resolve();
      await nextTask();
    }
  });
const channel = () => fake.channels.at(-1)!;
/** The server's answer to the latest join. */
const joined = () => act(() => channel().replies.ok?.({}));
const refused = (reason: string) => act(() => channel().replies.error?.({ reason }));
/** The socket under the channel dropped. */
const socketDropped = () => act(() => channel().onError?.('socket closed'));
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
const announce = (table: string) =>
  act(() => channel().bindings[0]!.listener({ event: table, payload: { table }, type: 'broadcast' }));

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
    fake.connected = false;
    setVisibility('visible');
    fake.instants = [];
    fake.instantReads = 0;
  });

  it('reads every table again once the next scheduled instant has passed, within a minute, with no broadcast', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-12-03T09:00:00Z') });
    fake.instants = ['2026-12-03T09:02:00Z'];
    const hook = page();
    await settle();
    joined();
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
    expect(fake.channels.map((c) => [c.topic, c.params])).toEqual([['realtime:public-content', JOIN_PARAMS]]);
    expect(channel().bindings.map((b) => b.event)).toEqual(['broadcast']);
    joined();
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
    joined();
    announce('church_settings');
    act(() => void vi.advanceTimersByTime(200));
    expect(keys()).toEqual([['church-settings']]);
    hook.unmount();
    act(() => void vi.advanceTimersByTime(1));
  });

  it('the first join reads nothing again (the page has just read its data); after a drop it rejoins and reads again', async () => {
    const hook = await livePage();
    joined();
    expect(keys()).toEqual([]);
    const dropped = channel();
    socketDropped();
    await advance(0);
    // The channel and its socket are let go at once (Phoenix's own 1-10 s rejoin loop never runs), and
    // joined again soon.
    expect([fake.removed, fake.disconnects]).toEqual([[dropped], 1]);
    await advance(2_000);
    expect(fake.channels).toHaveLength(2);
    joined();
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events']]);
    hook.unmount();
    await advance(1);
  });

  it('back online, a tab waiting after a drop joins at once, reads again once, and a failed leave blocks nothing', async () => {
    const hook = await livePage();
    joined();
    fake.failNextLeave = true;
    socketDropped();
    await advance(0);
    expect(fake.channels).toHaveLength(1);
    act(() => void window.dispatchEvent(new Event('online')));
    await advance(0);
    expect(fake.channels).toHaveLength(2);
    joined();
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
    refused('ConnectionRateLimitReached: Too many connected users');
    await advance(14_000);
    expect([fake.channels.length, fake.removed.length]).toEqual([1, 1]);
    await advance(16_000);
    expect(fake.channels).toHaveLength(2);
    hook.unmount();
    await advance(1);
  });

  it('a tab hidden for a minute lets its channel go, and on return joins again and reads what it missed', async () => {
    const hook = await livePage();
    joined();
    setVisibility('hidden');
    await advance(59_000);
    expect(fake.removed).toEqual([]);
    await advance(1_000);
    expect(fake.removed).toHaveLength(1);
    setVisibility('visible');
    await advance(0);
    expect(fake.channels).toHaveLength(2);
    expect(keys()).toEqual([]);
    joined();
    expect(keys()).toEqual([['church-settings'], ['notices'], ['events']]);
    hook.unmount();
    await advance(1);
  });

  it('pages share one channel, kept across a page change and left when the last page closes', async () => {
    const first = page(['notices']);
    await settle();
    joined();
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

  it('opens no channel for a page left before its listening code had loaded', async () => {
    const hook = page();
    hook.unmount();
    await settle();
    expect([fake.channels.length, fake.removed.length]).toEqual([0, 0]);
  });
});
