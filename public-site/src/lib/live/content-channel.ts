import type { RealtimeChannel, RealtimeClient } from '@supabase/realtime-js';
import { LIVE_TIMINGS, LiveLifecycle, type LiveLink } from './connection-lifecycle';

/**
 * The private Realtime Broadcast channel the database announces content changes on, as the changed table's name
 * (supabase/migrations/20261124200000_live_content_broadcast.sql).
 */
export const CONTENT_TOPIC = 'public-content';

export interface ContentListener {
  /** `table` changed in a way a visitor might see. */
  changed(table: string): void;
  /** Changes may have been missed (the tab was away or without a connection): read everything again. */
  catchUp(): void;
}

/**
 * Hosted Realtime refuses a join beyond the plan's concurrent users with `ConnectionRateLimitReached` (and beyond
 * the channels per client with `ChannelRateLimitReached`): waiting longer helps there, unlike after a drop.
 */
const isRefusal = (error: Error | undefined) => /RateLimitReached/.test(error?.message ?? '');

interface Shared {
  lifecycle: LiveLifecycle;
  listening: Set<ContentListener>;
  stopWatching: () => void;
}

let shared: Shared | null = null;
/**
 * Joins and leaves in the order asked, each after the one before has finished: a channel being left must be gone
 * before the topic is joined again (the client would hand back the old one). Never rejects.
 */
let queue: Promise<void> = Promise.resolve();

const tabVisible = () => document.visibilityState !== 'hidden';

/**
 * Leaves `channel` and, when no other channel uses it, closes the socket: the client would keep an empty socket for
 * two heartbeats (50 s), counted against the project's limit, and would keep rejoining a refused or dropped channel
 * on its own (every 1-10 s). The socket is closed first, so the leave completes at once: a leave sent to a server
 * that refused the join, or is gone, may be answered with an error or not at all, and until then the client keeps
 * the channel and hands it back, never to join again, on the next join of the topic.
 */
async function letGo(realtime: RealtimeClient, channel: RealtimeChannel): Promise<void> {
  if (realtime.getChannels().every((other) => other === channel)) await realtime.disconnect();
  await realtime.removeChannel(channel);
}

/** Joins and leaves the one channel as the lifecycle decides. */
function channelLink(
  realtime: RealtimeClient,
  listening: Set<ContentListener>,
): LiveLink & { bind(lifecycle: LiveLifecycle): void } {
  let channel: RealtimeChannel | null = null;
  let lifecycle: LiveLifecycle | null = null;
  const enqueue = (step: () => Promise<void> | void) => {
    const next: Promise<void> = queue.then(step).catch(() => {});
    queue = next;
    return next;
  };
  return {
    bind: (l) => void (lifecycle = l),
    open() {
      const opening = enqueue(() => {
        // A close (or another open) asked for after this open wins.
        if (queue !== opening) return;
        const current = realtime.channel(CONTENT_TOPIC, { config: { private: true } });
        channel = current;
        current
          .on('broadcast', { event: '*' }, ({ event }: { event: string }) => {
            for (const listener of listening) listener.changed(event);
          })
          .subscribe((status, error) => {
            if (channel !== current) return;
            if (status === 'SUBSCRIBED') lifecycle?.subscribed();
            else lifecycle?.lost(status === 'CHANNEL_ERROR' && isRefusal(error) ? 'refused' : 'dropped');
          });
      });
    },
    close() {
      const current = channel;
      channel = null;
      void enqueue(() => (current ? letGo(realtime, current) : undefined));
    },
  };
}

function start(realtime: RealtimeClient): Shared {
  const listening = new Set<ContentListener>();
  const link = channelLink(realtime, listening);
  const lifecycle = new LiveLifecycle(
    link,
    () => {
      for (const listener of listening) listener.catchUp();
    },
    LIVE_TIMINGS,
  );
  link.bind(lifecycle);
  const onVisibility = () => lifecycle.setVisible(tabVisible());
  const onOnline = () => lifecycle.backOnline();
  const onOffline = () => lifecycle.wentOffline();
  document.addEventListener('visibilitychange', onVisibility);
  window.addEventListener('online', onOnline);
  window.addEventListener('offline', onOffline);
  // A page opened offline shows the offline copy: its first join reads again.
  if (!navigator.onLine) lifecycle.wentOffline();
  lifecycle.setVisible(tabVisible());
  // Pages listen only once the first screen has passed (use-live-tables.ts).
  lifecycle.setFirstScreenDone();
  return {
    lifecycle,
    listening,
    stopWatching: () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
    },
  };
}

/**
 * Listens to content changes on one channel shared by every open page, held only while LiveLifecycle says so; it
 * is let go when the last listener stops. The first join reads nothing again: the page has just read its data.
 * Returns the function that stops listening.
 */
export function listenToContent(realtime: RealtimeClient, listener: ContentListener): () => void {
  shared ??= start(realtime);
  const joined = shared;
  joined.listening.add(listener);
  joined.lifecycle.setWanted(true);
  return () => {
    joined.listening.delete(listener);
    // React unmounts one page and mounts the next in one commit: the channel is kept across that.
    setTimeout(() => {
      if (joined.listening.size > 0 || shared !== joined) return;
      shared = null;
      joined.stopWatching();
      joined.lifecycle.dispose();
    }, 0);
  };
}
