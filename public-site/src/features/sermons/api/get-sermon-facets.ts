import { rowsOf, sermonsDomain, type Sermon } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { queryOptions, useQuery } from 'shared-ui/query';

type FacetRow = Pick<Sermon, 'preacher' | 'series' | 'preached_on'>;

export interface SermonFacets {
  preachers: string[];
  series: string[];
  years: string[];
}

/**
 * Names in alphabetical order, ignoring case. Not by a collator: a page's first one loads ICU's collation data,
 * ~56 ms of a throttled phone's /sermons load, for a list of a few preachers' and series' names.
 */
const byName = (a: string, b: string) => {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
};

export function toFacets(rows: FacetRow[]): SermonFacets {
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    preachers: distinct(rows.map((r) => r.preacher)).sort(byName),
    series: distinct(rows.map((r) => r.series)).sort(byName),
    years: distinct(rows.map((r) => r.preached_on.slice(0, 4)))
      .sort()
      .reverse(),
  };
}

/** The choices the sermon filters offer: every preacher, series and year that has a published sermon. */
export async function getSermonFacets(): Promise<SermonFacets> {
  const rows = await rowsOf(
    getPublicClient().from('sermons').select('preacher, series, preached_on').eq('published', true),
  );
  return toFacets(rows);
}

export const sermonFacetsQuery = () =>
  queryOptions({ queryKey: [...sermonsDomain.keys.all, 'facets'] as const, queryFn: getSermonFacets });

export const useSermonFacets = () => useQuery(sermonFacetsQuery());
