import { sermonsDomain, type Sermon } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';
import { countedPage, type CountedPage } from '../../../lib/counted-page';

export interface SermonFilters {
  search?: string;
  preacher?: string;
  series?: string;
  year?: string;
}

export type SermonPage = CountedPage<Sermon>;

/** A year of Sundays fills four pages: short enough for a phone, few enough to browse. */
export const SERMONS_PER_PAGE = 12;

/** A value for a PostgREST `or=(…)` list: quoted, with ilike wildcards in the visitor's text escaped. */
export function ilikeValue(text: string): string {
  const escaped = text.replace(/[\\%_]/g, '\\$&');
  return `"%${escaped.replace(/["\\]/g, '\\$&')}%"`;
}

/**
 * One page of published sermons narrowed by the filters, newest first, or for a series in the order it was
 * preached (a series page reads from its first sermon); `total` counts every match.
 */
export async function getSermons(
  { search, preacher, series, year }: SermonFilters = {},
  page = 1,
  perPage = SERMONS_PER_PAGE,
): Promise<SermonPage> {
  let query = getPublicClient().from('sermons').select('*', { count: 'exact' }).eq('published', true);
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
  const ascending = Boolean(series);
  return countedPage(
    query.order('preached_on', { ascending }).order('created_at', { ascending }),
    page,
    perPage,
  );
}

export const sermonsQuery = (filters: SermonFilters = {}, page = 1, perPage = SERMONS_PER_PAGE) =>
  queryOptions({
    queryKey: sermonsDomain.keys.list({ ...filters, page, perPage }),
    queryFn: () => getSermons(filters, page, perPage),
    placeholderData: keepPreviousData,
  });

export const useSermons = (filters?: SermonFilters, page?: number) => useQuery(sermonsQuery(filters, page));
