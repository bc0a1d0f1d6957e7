import { useQueryClient, type QueryKey } from 'shared-ui/query';
import { useEffect } from 'react';
import type { SupabaseClient } from '@supabase/supabase-js';
import { loadedSupabase, supabaseLoaded } from 'shared-auth';
import { listenToContent } from './content-channel';

/** Changes that arrive together (a reorder touches many rows) cause one refetch. */
const COALESCE_MS = 150;

/**
 * While the page is open, refetches the queries under each table's key when the office changes that table.
 * The database announces only which table changed, so the page reads it again through its policies: that is
 * what drops a notice that was just unpublished.
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
      if (!(table in keys)) return;
      dirty.add(table);
      timer ??= setTimeout(() => {
        timer = undefined;
        refetch(dirty);
        dirty.clear();
      }, COALESCE_MS);
    };

    let stop = () => {};
    let closed = false;
    // A page that had to wait for the client (it loads after the first screen) read its data before it could
    // listen, so it catches up on its first join too.
    const listen = (supabase: SupabaseClient, lateReader: boolean) => {
      if (closed) return;
      stop = listenToContent(
        supabase,
        { changed, catchUp: () => refetch(Object.keys(keys)) },
        { lateReader },
      );
    };
    const ready = loadedSupabase();
    if (ready) listen(ready, false);
    else void supabaseLoaded().then((supabase) => listen(supabase, true));
    return () => {
      closed = true;
      clearTimeout(timer);
      stop();
    };
  }, [spec, queryClient]);
}
