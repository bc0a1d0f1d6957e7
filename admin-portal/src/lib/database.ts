// Types only (erased at build): the generated schema types are the one source of column names.
import type { Database } from '../../../supabase/types/database';

type Tables = Database['public']['Tables'];
export type TableName = keyof Tables;
export type TableRow<T extends TableName> = Tables[T]['Row'];
