import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { Sermon } from '../../../types/content';
import { sermonKeys } from './keys';

type FacetRow = Pick<Sermon, 'preacher' | 'series' | 'preached_on'>;

export interface SermonFacets {
  preachers: string[];
  series: string[];
  years: string[];
}

export function toFacets(rows: FacetRow[]): SermonFacets {
  const distinct = (values: (string | null)[]) => [...new Set(values.filter((v): v is string => !!v))];
  return {
    preachers: distinct(rows.map((r) => r.preacher)).sort((a, b) => a.localeCompare(b)),
    series: distinct(rows.map((r) => r.series)).sort((a, b) => a.localeCompare(b)),
    years: distinct(rows.map((r) => r.preached_on.slice(0, 4)))
      .sort()
      .reverse(),
  };
}

/** The choices the sermon filters offer: every preacher, series and year that has a published sermon. */
export async function getSermonFacets(): Promise<SermonFacets> {
  const rows = await rowsOf(
    db().from('sermons').select('preacher, series, preached_on').eq('published', true),
  );
  return toFacets(rows);
}

export const sermonFacetsQuery = () =>
  queryOptions({ queryKey: [...sermonKeys.all, 'facets'] as const, queryFn: getSermonFacets });

export const useSermonFacets = () => useQuery(sermonFacetsQuery());
