import { noticesDomain, rowsOf } from 'shared-ui/data';
import { queryOptions, useQuery, type ReadOptions } from 'shared-ui/query';
import { minuteNow } from 'shared-ui/minute-now';
import { publishedRows } from '../../../lib/published-rows';

export interface NoticeFilters {
  pinnedOnly?: boolean;
  limit?: number;
}

/** Published, unexpired notices: pinned first, then the newest. */
export function getNotices({ pinnedOnly = false, limit }: NoticeFilters = {}) {
  let query = publishedRows('notices').or(`expires_at.is.null,expires_at.gt.${minuteNow()}`);
  if (pinnedOnly) query = query.eq('pinned', true);
  let ordered = query.order('pinned', { ascending: false }).order('publish_at', { ascending: false });
  if (limit) ordered = ordered.limit(limit);
  return rowsOf(ordered);
}

export const noticesQuery = (filters: NoticeFilters = {}) =>
  queryOptions({ queryKey: noticesDomain.keys.list(filters), queryFn: () => getNotices(filters) });

export const useNotices = (filters?: NoticeFilters, options?: ReadOptions) =>
  useQuery({ ...noticesQuery(filters), ...options });
