import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

/**
 * The private Realtime Broadcast channel the database announces content changes on, as the changed table's name
 * (supabase/migrations/20261124200000_live_content_broadcast.sql).
 */
export const CONTENT_TOPIC = 'public-content';

export interface ContentListener {
  /** `table` changed in a way a visitor might see. */
  changed(table: string): void;
  /** Changes may have been missed (the channel rejoined, or the listener came late): read everything again. */
  catchUp(): void;
}

interface Listening {
  listener: ContentListener;
  /** Catch up on the first join this listener sees too (it read its data before it could listen). */
  lateReader: boolean;
  sawJoin: boolean;
}

interface Shared {
  channel: RealtimeChannel;
  listening: Set<Listening>;
  subscribed: boolean;
}

let shared: Shared | null = null;
/** A channel being left must be gone before the topic is joined again (the client would hand back the old one). */
let leaving: Promise<unknown> = Promise.resolve();

function open(supabase: SupabaseClient): Shared {
  const state: Shared = {
    channel: supabase.channel(CONTENT_TOPIC, { config: { private: true } }),
    listening: new Set(),
    subscribed: false,
  };
  state.channel
    .on('broadcast', { event: '*' }, ({ event }: { event: string }) => {
      for (const { listener } of state.listening) listener.changed(event);
    })
    .subscribe((status) => {
      state.subscribed = status === 'SUBSCRIBED';
      if (!state.subscribed) return;
      for (const entry of state.listening) {
        if (entry.sawJoin || entry.lateReader) entry.listener.catchUp();
        entry.sawJoin = true;
      }
    });
  return state;
}

/**
 * Listens to content changes on one channel shared by every open page; the channel is left when the last
 * listener stops. Returns the function that stops listening.
 */
export function listenToContent(
  supabase: SupabaseClient,
  listener: ContentListener,
  { lateReader }: { lateReader: boolean },
): () => void {
  let stopped = false;
  let joined: Shared | null = null;
  const entry: Listening = { listener, lateReader, sawJoin: false };
  void leaving.then(() => {
    if (stopped) return;
    shared ??= open(supabase);
    joined = shared;
    joined.listening.add(entry);
    if (joined.subscribed) {
      if (lateReader) listener.catchUp();
      entry.sawJoin = true;
    }
  });
  return () => {
    stopped = true;
    const from = joined;
    if (!from) return;
    from.listening.delete(entry);
    // React unmounts one page and mounts the next in one commit: the channel is kept across that.
    setTimeout(() => {
      if (from.listening.size > 0 || shared !== from) return;
      shared = null;
      leaving = supabase.removeChannel(from.channel);
    }, 0);
  };
}
