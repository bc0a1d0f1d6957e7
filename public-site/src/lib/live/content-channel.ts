import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
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
  stopWatchingVisibility: () => void;
}

let shared: Shared | null = null;
/** A channel being left must be gone before the topic is joined again (the client would hand back the old one). */
let leaving: Promise<unknown> = Promise.resolve();

const tabVisible = () => document.visibilityState !== 'hidden';

/** Joins and leaves the one channel as the lifecycle decides, and closes the socket with its last channel. */
function channelLink(
  supabase: SupabaseClient,
  listening: Set<ContentListener>,
): LiveLink & { bind(lifecycle: LiveLifecycle): void } {
  let channel: RealtimeChannel | null = null;
  let lifecycle: LiveLifecycle | null = null;
  return {
    bind: (l) => void (lifecycle = l),
    open() {
      const opening = (leaving = leaving.then(() => {
        if (leaving !== opening) return;
        const current = supabase.channel(CONTENT_TOPIC, { config: { private: true } });
        channel = current;
        current
          .on('broadcast', { event: '*' }, ({ event }: { event: string }) => {
            for (const listener of listening) listener.changed(event);
          })
          .subscribe((status, error) => {
            if (channel !== current) return;
            if (status === 'SUBSCRIBED') lifecycle?.subscribed();
            else if (status === 'CHANNEL_ERROR') lifecycle?.lost(isRefusal(error) ? 'refused' : 'dropped');
            else lifecycle?.lost('dropped');
          });
      }));
    },
    close() {
      const current = channel;
      channel = null;
      // Invalidates an open still waiting for an earlier leave.
      leaving = leaving.then(async () => {
        if (current) await supabase.removeChannel(current);
        // The client would keep an empty socket for two heartbeats (50 s), counted against the project's limit.
        if (supabase.getChannels().length === 0) await supabase.realtime.disconnect();
      });
    },
  };
}

function start(supabase: SupabaseClient): Shared {
  const listening = new Set<ContentListener>();
  const link = channelLink(supabase, listening);
  const lifecycle = new LiveLifecycle(
    link,
    () => {
      for (const listener of listening) listener.catchUp();
    },
    LIVE_TIMINGS,
  );
  link.bind(lifecycle);
  const onVisibility = () => lifecycle.setVisible(tabVisible());
  document.addEventListener('visibilitychange', onVisibility);
  lifecycle.setVisible(tabVisible());
  // The client is loaded only after the first screen (shell/src/app.tsx): its existence is that signal.
  lifecycle.setFirstScreenDone();
  return {
    lifecycle,
    listening,
    stopWatchingVisibility: () => document.removeEventListener('visibilitychange', onVisibility),
  };
}

/**
 * Listens to content changes on one channel shared by every open page, held only while LiveLifecycle says so; it
 * is let go when the last listener stops. The first join reads nothing again: the page has just read its data.
 * Returns the function that stops listening.
 */
export function listenToContent(supabase: SupabaseClient, listener: ContentListener): () => void {
  shared ??= start(supabase);
  const joined = shared;
  joined.listening.add(listener);
  joined.lifecycle.setWanted(true);
  return () => {
    joined.listening.delete(listener);
    // React unmounts one page and mounts the next in one commit: the channel is kept across that.
    setTimeout(() => {
      if (joined.listening.size > 0 || shared !== joined) return;
      shared = null;
      joined.stopWatchingVisibility();
      joined.lifecycle.dispose();
    }, 0);
  };
}
