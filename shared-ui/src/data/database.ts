// Types only (erased at build): the generated schema is the one source of table and column names.
import type { Database } from '../../../supabase/types/database';

export type { Database, Json } from '../../../supabase/types/database';

type PublicTables = Database['public']['Tables'];

/** A table of schema `public`: a misspelt name fails the type check, not a request. */
export type TableName = keyof PublicTables;
/**
 * A table whose rows are keyed by a uuid `id`: what the admin's content manager lists, edits and deletes
 * (history, trash and scheduling tables have numeric keys and are not managed as content).
 */
export type ContentTableName = {
  [K in TableName]: PublicTables[K]['Row'] extends { id: string } ? K : never;
}[TableName];
/** A row as the server returns it. */
export type Row<T extends TableName> = PublicTables[T]['Row'];
/** What an insert may send (columns with defaults optional). */
export type Insert<T extends TableName> = PublicTables[T]['Insert'];
/** What an update may send (every column optional). */
export type Update<T extends TableName> = PublicTables[T]['Update'];
