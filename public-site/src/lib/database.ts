import type { PostgrestClient } from '@supabase/postgrest-js';
import { getPublicClient } from 'shared-auth';
// Types only (erased at build): the generated schema is the one source of column names.
import type { Database } from '../../../supabase/types/database';

export type { Tables } from '../../../supabase/types/database';

/** The visitor's data client, typed with the generated schema so every column and filter is checked. */
export const db = () => getPublicClient() as unknown as PostgrestClient<Database>;

export type TableName = keyof Database['public']['Tables'];
