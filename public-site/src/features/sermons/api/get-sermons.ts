import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared-auth';
import { rowsOf } from '../../../lib/supabase-result';
import type { Sermon } from '../../../types/content';
import { sermonKeys } from './keys';

export interface SermonFilters {
  search?: string;
  preacher?: string;
  series?: string;
  year?: string;
  limit?: number;
}

/** A value for a PostgREST `or=(…)` list: quoted, with ilike wildcards in the visitor's text escaped. */
export function ilikeValue(text: string): string {
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  return `"%${escaped.replace(/["\\]/g, '\\$&')}%"`;
}

export function getSermons({ search, preacher, series, year, limit }: SermonFilters = {}): Promise<Sermon[]> {
  let query = getSupabase().from('sermons').select('*').eq('published', true);
  const term = search?.trim();
  if (term) {
    const value = ilikeValue(term);
    query = query.or(
      ['title', 'scripture', 'summary', 'preacher', 'series'].map((c) => `${c}.ilike.${value}`).join(','),
    );
  }
  if (preacher) query = query.eq('preacher', preacher);
  if (series) query = query.eq('series', series);
  if (year && /^\d{4}$/.test(year))
    query = query.gte('preached_on', `${year}-01-01`).lte('preached_on', `${year}-12-31`);
  let ordered = query.order('preached_on', { ascending: false }).order('created_at', { ascending: false });
  if (limit) ordered = ordered.limit(limit);
  return rowsOf(ordered.overrideTypes<Sermon[], { merge: false }>());
}

export const sermonsQuery = (filters: SermonFilters = {}) =>
  queryOptions({
    queryKey: sermonKeys.list(filters),
    queryFn: () => getSermons(filters),
    placeholderData: keepPreviousData,
  });

export const useSermons = (filters?: SermonFilters) => useQuery(sermonsQuery(filters));
