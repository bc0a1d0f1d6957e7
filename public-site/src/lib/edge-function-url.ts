import { supabaseSettings } from 'shared-ui/connection';

/** An Edge Function of the project the site reads from (the calendar feed, the podcast, share links). */
export const edgeFunctionUrl = (path: string) => `${supabaseSettings().url}/functions/v1/${path}`;
