import { useQueryClient, type QueryKey } from 'shared-ui/query';
import { useEffect } from 'react';
import { whenFirstScreenHasPassed } from 'shared-ui';
import { yieldToMain } from 'shared-ui/yield-to-main';
import { churchSettingsDomain } from 'shared-ui/data';
import type { watchScheduledChanges } from './scheduled-changes';

// The channel, its lifecycle and the scheduled-instant watch are needed only after the first screen: asked for
// then, as one chunk, they stay off a visitor's first load (bench P1).
const loadListeners = () => import('./listeners');

/** Changes that arrive together (a reorder touches many rows) cause one refetch. */
const COALESCE_MS = 150;

/** A content table whose changes a page follows live (a domain of shared-ui/data). */
export interface LiveTable {
  table: string;
  keys: { all: QueryKey };
}

/**
 * While the page is open, refetches the queries under each table's key (and the church's details) when the office
 * changes that table.
 * The database announces only which table changed, so the page reads it again through its policies: that is
 * what drops a notice that was just unpublished.
 */
export function useLiveTables(...tables: LiveTable[]): void {
  const queryClient = useQueryClient();
  // Every page shows the church's details (footer, the "we are live now" banner): a live page follows them too.
  const spec = JSON.stringify([churchSettingsDomain, ...tables].map(({ table, keys }) => [table, keys.all]));

  useEffect(() => {
    const keys: Record<string, QueryKey> = Object.fromEntries(JSON.parse(spec) as [string, QueryKey][]);
    const dirty = new Set<string>();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refetch = (names: Iterable<string>) => {
      for (const name of names) void queryClient.invalidateQueries({ queryKey: keys[name] });
    };
    let schedule: ReturnType<typeof watchScheduledChanges> | undefined;
    const changed = (table: string) => {
      // Any scheduled table's write may move the next instant, whether or not this page shows that table.
      schedule?.reread();
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
    const startListening = async () => {
      const { contentConnection, listenToContent, watchScheduledChanges: watch } = await loadListeners();
      // The chunk's evaluation, the channel's start and the schedule's first read were one task (13–24 ms in
      // traces of / unthrottled, four times that on Lighthouse's phone): three shorter ones a tap can come between.
      await yieldToMain();
      if (closed) return;
      stop = listenToContent(contentConnection(), { changed, catchUp: () => refetch(Object.keys(keys)) });
      await yieldToMain();
      if (closed) return;
      // A scheduled item appears (or an expiring one goes) on its own: read again when its moment passes.
      schedule = watch(() => refetch(Object.keys(keys)));
    };
    // A first visit's page reads its data during the first screen and listens after it; it does not read
    // everything again then: each read once per visit (issue #31).
    // Without rendering the page again when that moment comes (useAfterFirstScreen would: ~130 components).
    const stopWaiting = whenFirstScreenHasPassed(() => void startListening());
    return () => {
      stopWaiting();
      closed = true;
      clearTimeout(timer);
      stop();
      schedule?.stop();
    };
  }, [spec, queryClient]);
}
