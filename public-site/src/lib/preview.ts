import { loadSupabase } from 'shared-auth';
import { rowOf } from 'shared-ui/data';
import { markPreview } from './preview-mark';
import type { PublishedTable } from './published-rows';

/**
 * A row visitors cannot read (a draft, or scheduled), read again as the signed-in user for a preview link.
 * The database decides: the read policies give it to an admin only, so anyone else still gets nothing, and
 * the page its not-found state. Loaded only when the address asks for a preview (preview-mark.ts).
 */
export async function previewRow<Result>(
  table: PublishedTable,
  id: string,
  columns: string,
): Promise<Result | null> {
  const supabase = await loadSupabase();
  const { data: session } = await supabase.auth.getSession();
  if (!session.session) return null;
  const row = await rowOf(supabase.from(table).select(columns).eq('id', id).maybeSingle<Result>());
  markPreview(row);
  return row;
}
