import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { Ministry } from '../../../types/content';
import { ministryKeys } from './keys';

export function getMinistries(): Promise<Ministry[]> {
  return rowsOf(
    db()
      .from('ministries')
      .select('*')
      .eq('published', true)
      .order('display_order', { ascending: true })
      .order('name', { ascending: true }),
  );
}

export const ministriesQuery = () =>
  queryOptions({ queryKey: ministryKeys.list({}), queryFn: getMinistries });

export const useMinistries = () => useQuery(ministriesQuery());
