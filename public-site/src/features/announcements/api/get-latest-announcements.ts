import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { Announcement } from '../../../types/content';
import { announcementKeys } from './keys';

export function getLatestAnnouncements(limit: number): Promise<Announcement[]> {
  return rowsOf(
    db()
      .from('announcements')
      .select('*')
      .eq('published', true)
      .order('published_at', { ascending: false })
      .limit(limit),
  );
}

export const latestAnnouncementsQuery = (limit = 3) =>
  queryOptions({
    queryKey: announcementKeys.list({ latest: limit }),
    queryFn: () => getLatestAnnouncements(limit),
  });

export const useLatestAnnouncements = (limit?: number) => useQuery(latestAnnouncementsQuery(limit));
