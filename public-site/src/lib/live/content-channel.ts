import type { Channel, Socket } from '@supabase/phoenix';
import type { ContentConnection } from './content-socket';
import { LIVE_TIMINGS, LiveLifecycle, type LiveLink } from './connection-lifecycle';

/**
 * The private Realtime Broadcast channel the database announces content changes on, as the changed table's name
 * (supabase/migrations/20261124200000_live_content_broadcast.sql). Realtime's topics carry a `realtime:` prefix.
 */
export const CONTENT_TOPIC = 'realtime:public-content';

/** A Broadcast message as Realtime delivers it: `event` is the changed table. */
interface BroadcastMessage {
  event: string;
}

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
const isRefusal = (response: unknown) => /RateLimitReached/.test(JSON.stringify(response ?? ''));

interface Shared {
  lifecycle: LiveLifecycle;
  listening: Set<ContentListener>;
  stopWatching: () => void;
}

let shared: Shared | null = null;
/**
 * Joins and leaves in the order asked, each after the one before has finished: a channel being left must be gone
 * before the topic is joined again (Phoenix would make the new join leave it). Never rejects.
 */
let queue: Promise<void> = Promise.resolve();

const tabVisible = () => document.visibilityState !== 'hidden';

/**
 * Leaves `channel` and, when no other channel uses it, closes the socket: Phoenix would keep an empty socket open,
 * counted against the project's limit, would rejoin a refused or dropped channel on its own (after 1, 2, 5, then
 * every 10 s) and reconnect a dropped socket. The socket is closed first, so the leave completes at once: a leave
 * sent to a server that refused the join, or is gone, may be answered with an error or not at all, and until then
 * the channel stays on the socket.
 */
async function letGo(socket: Socket, channel: Channel): Promise<void> {
  if (socket.channels.every((other) => other === channel))
    await new Promise<void>((done) => socket.disconnect(done));
  channel.leave();
}

/** Joins and leaves the one channel as the lifecycle decides. */
function channelLink(
  { socket, joinParams }: ContentConnection,
  listening: Set<ContentListener>,
): LiveLink & { bind(lifecycle: LiveLifecycle): void } {
  let channel: Channel | null = null;
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
        if (!socket.isConnected()) socket.connect();
        const current = socket.channel(CONTENT_TOPIC, joinParams);
        channel = current;
        const lost = (why: 'refused' | 'dropped') => channel === current && lifecycle?.lost(why);
        current.on('broadcast', (message) => {
          for (const listener of listening) listener.changed((message as BroadcastMessage).event);
        });
        // The socket dropped, or the server closed the channel.
        current.onError(() => lost('dropped'));
        current.onClose(() => lost('dropped'));
        current
          .join()
          .receive('ok', () => channel === current && lifecycle?.subscribed())
          .receive('error', (response) => lost(isRefusal(response) ? 'refused' : 'dropped'))
          .receive('timeout', () => lost('dropped'));
      });
    },
    close() {
      const current = channel;
      channel = null;
      void enqueue(() => (current ? letGo(socket, current) : undefined));
    },
  };
}

function start(connection: ContentConnection): Shared {
  const listening = new Set<ContentListener>();
  const link = channelLink(connection, listening);
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
export function listenToContent(connection: ContentConnection, listener: ContentListener): () => void {
  shared ??= start(connection);
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
