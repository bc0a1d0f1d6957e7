import { useQueryClient, type QueryKey } from 'shared-ui/query';
import { useEffect } from 'react';
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';
import { loadedSupabase, supabaseLoaded } from 'shared-auth';

/** Changes that arrive together (a reorder touches many rows) cause one refetch. */
const COALESCE_MS = 150;
let channels = 0;

/**
 * While the page is open, refetches the queries under each table's key when the office changes that
 * table. The server sends a visitor only rows it may read, plus the key of a row that was hidden, so
 * refetching (rather than patching the cache) is what drops an unpublished row.
 */
export function useLiveTables(tables: Record<string, QueryKey>): void {
  const queryClient = useQueryClient();
  const spec = JSON.stringify(tables);

  useEffect(() => {
    const keys = JSON.parse(spec) as Record<string, QueryKey>;
    const dirty = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = (names: Iterable<string>) => {
      for (const name of names) void queryClient.invalidateQueries({ queryKey: keys[name] });
    };
    const changed = (table: string) => {
      dirty.add(table);
      timer ??= setTimeout(() => {
        timer = undefined;
        refetch(dirty);
        dirty.clear();
      }, COALESCE_MS);
    };

    let live: { supabase: SupabaseClient; channel: RealtimeChannel } | null = null;
    let closed = false;
    // Changes made before a join are not sent. A rejoin follows the API or the network being away; a first
    // join that had to wait for the client (it loads after the first screen) follows the page's first reads.
    const subscribe = (supabase: SupabaseClient, catchUpOnJoin: boolean) => {
      if (closed) return;
      const channel = supabase.channel(`live-${Object.keys(keys).join('-')}-${++channels}`);
      for (const table of Object.keys(keys)) {
        channel.on('postgres_changes', { event: '*', schema: 'public', table }, () => changed(table));
      }
      let joined = false;
      channel.subscribe((status) => {
        if (status !== 'SUBSCRIBED') return;
        if (joined || catchUpOnJoin) refetch(Object.keys(keys));
        joined = true;
      });
      live = { supabase, channel };
    };
    const ready = loadedSupabase();
    if (ready) subscribe(ready, false);
    else void supabaseLoaded().then((supabase) => subscribe(supabase, true));
    return () => {
      closed = true;
      clearTimeout(timer);
      if (live) void live.supabase.removeChannel(live.channel);
    };
  }, [spec, queryClient]);
}
