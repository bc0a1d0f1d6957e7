import { announcementsDomain, rowsOf } from 'shared-ui/data';
import { queryOptions, useQuery, type ReadOptions } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

export const getLatestAnnouncements = (limit: number) =>
  rowsOf(publishedRows('announcements').order('publish_at', { ascending: false }).limit(limit));

export const latestAnnouncementsQuery = (limit = 3) =>
  queryOptions({
    queryKey: announcementsDomain.keys.list({ latest: limit }),
    queryFn: () => getLatestAnnouncements(limit),
  });

export const useLatestAnnouncements = (limit?: number, options?: ReadOptions) =>
  useQuery({ ...latestAnnouncementsQuery(limit), ...options });
