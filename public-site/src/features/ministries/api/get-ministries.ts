import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-auth';
import { rowsOf } from '../../../lib/supabase-result';
import type { Ministry } from '../../../types/content';
import { ministryKeys } from './keys';

export function getMinistries(): Promise<Ministry[]> {
  return rowsOf(
    getSupabase()
      .from('ministries')
      .select('*')
      .eq('published', true)
      .order('display_order', { ascending: true })
      .order('name', { ascending: true })
      .overrideTypes<Ministry[], { merge: false }>(),
  );
}

export const ministriesQuery = () =>
  queryOptions({ queryKey: ministryKeys.list({}), queryFn: getMinistries });

export const useMinistries = () => useQuery(ministriesQuery());
