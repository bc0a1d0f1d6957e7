import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-ui/data';
import { db } from '../../../lib/supabase';
import { dashboardKeys } from './dashboard-keys';
import { contentTableOf, type ContentTable } from './content-tables';

export interface RecentChange {
  id: number;
  title: string;
  /** What happened, as the feed says it: "added", "changed", "moved to Trash", "restored". */
  did: string;
  by: string | null;
  at: string;
  source: ContentTable;
}

export const RECENT_LIMIT = 8;

/**
 * The feed's words for who did what: "admin@example.com changed", or, for a change no signed-in account made (the
 * seed, a restore from a backup, the service role), just "Changed": the record has no author, and "Someone" would
 * suggest a person it cannot name.
 */
export function whoDid({ by, did }: Pick<RecentChange, 'by' | 'did'>): string {
  return by ? `${by} ${did}` : did.charAt(0).toUpperCase() + did.slice(1);
}

const verbOf = (action: string, restored: boolean) => {
  if (restored) return action === 'insert' ? 'restored from Trash' : 'restored an earlier version of';
  return action === 'insert' ? 'added' : action === 'delete' ? 'moved to Trash' : 'changed';
};

/**
 * The activity feed: the latest changes to content, as the database recorded them (content_revisions:
 * who, what and when, whatever client made the change), newest first.
 */
export async function getRecentChanges(): Promise<RecentChange[]> {
  const revisions = await rowsOf(
    db()
      .from('content_revisions')
      .select('id, table_name, action, data, restored_from, changed_by_email, changed_at')
      .order('id', { ascending: false })
      .limit(RECENT_LIMIT),
  );
  return revisions.flatMap((revision) => {
    const source = contentTableOf(revision.table_name);
    if (!source) return [];
    const data = (revision.data ?? {}) as Record<string, unknown>;
    const title = data[source.title];
    return [
      {
        id: revision.id,
        title: typeof title === 'string' && title ? title : `Untitled ${source.label.toLowerCase()}`,
        did: verbOf(revision.action, revision.restored_from !== null),
        by: revision.changed_by_email,
        at: revision.changed_at,
        source,
      },
    ];
  });
}

export const recentChangesQueryOptions = () =>
  queryOptions({ queryKey: dashboardKeys.recent(), queryFn: getRecentChanges });

export const useRecentChanges = () => useQuery(recentChangesQueryOptions());
