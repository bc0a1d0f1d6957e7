import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { Notice } from '../../../types/content';
import { noticeKeys } from './keys';

export interface NoticeFilters {
  pinnedOnly?: boolean;
  limit?: number;
}

/** Published, unexpired notices: pinned first, then the newest. */
export function getNotices({ pinnedOnly = false, limit }: NoticeFilters = {}): Promise<Notice[]> {
  let query = db()
    .from('notices')
    .select('*')
    .eq('published', true)
    .or(`expires_at.is.null,expires_at.gt.${new Date().toISOString()}`);
  if (pinnedOnly) query = query.eq('pinned', true);
  let ordered = query.order('pinned', { ascending: false }).order('published_at', { ascending: false });
  if (limit) ordered = ordered.limit(limit);
  return rowsOf(ordered.overrideTypes<Notice[], { merge: false }>());
}

export const noticesQuery = (filters: NoticeFilters = {}) =>
  queryOptions({ queryKey: noticeKeys.list(filters), queryFn: () => getNotices(filters) });

export const useNotices = (filters?: NoticeFilters) => useQuery(noticesQuery(filters));
