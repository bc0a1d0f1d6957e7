import { loadSupabase } from 'shared-auth';
import { rowOf } from 'shared-ui/data';
import type { PublishedTable } from './published-rows';

/** The query an admin's "Preview" link adds to an item's public address (admin-portal's content manager). */
export const PREVIEW_PARAM = 'preview';

/** Rows read for an admin's preview: the page marks them "Preview — not public yet". */
const previews = new WeakSet<object>();

export const isPreview = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && previews.has(data);

const previewRequested = () =>
  typeof window !== 'undefined' && new URLSearchParams(window.location.search).has(PREVIEW_PARAM);

/**
 * A row visitors cannot read (a draft, or scheduled), read again as the signed-in user when the address asks
 * for a preview. The database decides: the read policies give it to an admin only, so anyone else still gets
 * nothing, and the page its not-found state.
 */
export async function previewRow<Result>(
  table: PublishedTable,
  id: string,
  columns: string,
): Promise<Result | null> {
  if (!previewRequested()) return null;
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  if (!session.session) return null;
  const row = await rowOf(supabase.from(table).select(columns).eq('id', id).maybeSingle<Result>());
  if (row && typeof row === 'object') previews.add(row);
  return row;
}
