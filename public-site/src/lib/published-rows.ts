import { rowOf, type Row, type TableName } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { previewRequested } from './preview-mark';

/** The tables visitors read, which carry `published`. */
export type PublishedTable = {
  [T in TableName]: Row<T> extends { published: boolean } ? T : never;
}[TableName];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A malformed id can never match a row; asking the server would only produce a 400. */
export function isUuid(value: string | undefined): value is string {
  return value !== undefined && UUID.test(value);
}

/**
 * A table's published rows. The public site filters on `published` itself (RLS already does for
 * visitors) so that an administrator browsing the public pages sees what visitors see, not drafts.
 */
export const publishedRows = <T extends PublishedTable>(table: T) =>
  getPublicClient().from(table).select('*').filter('published', 'eq', true);

/**
 * A published row by id (with `embed`ded children), or null: unknown, unpublished and malformed ids alike;
 * for an admin's preview link, also a draft or scheduled row (see preview.ts, loaded only for one).
 */
export async function getPublishedRow<T extends PublishedTable, Result = Row<T>>(
  table: T,
  id: string | undefined,
  embed?: string,
): Promise<Result | null> {
  if (!isUuid(id)) return null;
  const columns = embed ? `*, ${embed}` : '*';
  const row = await rowOf(
    getPublicClient()
      .from(table)
      .select(columns)
      .filter('id', 'eq', id)
      .filter('published', 'eq', true)
      .maybeSingle<Result>(),
  );
  if (row || !previewRequested()) return row;
  return (await import('./preview')).previewRow<Result>(table, id, columns);
}
