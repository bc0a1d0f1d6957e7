import { announcementsDomain, type Announcement } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';

export interface AnnouncementPage {
  announcements: Announcement[];
  total: number;
  pageCount: number;
}

/** Two rows of cards on a laptop, a comfortable scroll on a phone. */
export const ANNOUNCEMENTS_PER_PAGE = 9;

/** One page of published announcements, newest first; `total` counts them all. */
export async function getAnnouncements(page = 1): Promise<AnnouncementPage> {
  const from = (Math.max(page, 1) - 1) * ANNOUNCEMENTS_PER_PAGE;
  const { data, count, error } = await getPublicClient()
    .from('announcements')
    .select('*', { count: 'exact' })
    .eq('published', true)
    .order('published_at', { ascending: false })
    .order('id')
    .range(from, from + ANNOUNCEMENTS_PER_PAGE - 1);
  // A page past the end (an old link after announcements were removed) is empty, not an error.
  if (error && error.code !== 'PGRST103') throw error;
  const total = count ?? 0;
  return { announcements: data ?? [], total, pageCount: Math.ceil(total / ANNOUNCEMENTS_PER_PAGE) };
}

export const announcementsQuery = (page = 1) =>
  queryOptions({
    queryKey: announcementsDomain.keys.list({ page }),
    queryFn: () => getAnnouncements(page),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (page: number) => useQuery(announcementsQuery(page));
