import { rowsOf, sermonsDomain } from 'shared-ui/data';
import { queryOptions, useQuery, type ReadOptions } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

/**
 * The newest sermons, in the list page's order, without its count: a count is asked for in a `Prefer` header,
 * which makes the browser send a CORS preflight first, a round trip the home page's latest sermon does not need.
 */
export const getLatestSermons = (limit: number) =>
  rowsOf(
    publishedRows('sermons')
      .order('preached_on', { ascending: false })
      .order('created_at', { ascending: false })
      .limit(limit),
  );

export const latestSermonsQuery = (limit = 1) =>
  queryOptions({
    queryKey: sermonsDomain.keys.list({ latest: limit }),
    queryFn: () => getLatestSermons(limit),
  });

/** The newest sermons (the home page shows the latest one). */
export const useLatestSermons = (limit?: number, options?: ReadOptions) =>
  useQuery({ ...latestSermonsQuery(limit), ...options });
