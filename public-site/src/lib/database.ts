import type { SupabaseClient } from '@supabase/supabase-js';
import { getSupabase } from 'shared-auth';
// Types only (erased at build): the generated schema is the one source of column names.
import type { Database } from '../../../supabase/types/database';

export type { Tables } from '../../../supabase/types/database';

/** The shell's one client, typed with the generated schema so every column and filter is checked. */
export const db = () => getSupabase() as unknown as SupabaseClient<Database>;

export type TableName = keyof Database['public']['Tables'];
