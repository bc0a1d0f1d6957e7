import { announcementsDomain } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';
import { countedPage } from '../../../lib/counted-page';

/** Two rows of cards on a laptop, a comfortable scroll on a phone. */
export const ANNOUNCEMENTS_PER_PAGE = 9;

/** One page of published announcements, newest first; `total` counts them all. */
export const getAnnouncements = (page = 1) =>
  countedPage(
    getPublicClient()
      .from('announcements')
      .select('*', { count: 'exact' })
      .eq('published', true)
      .order('publish_at', { ascending: false })
      .order('id'),
    page,
    ANNOUNCEMENTS_PER_PAGE,
  );

export const announcementsQuery = (page = 1) =>
  queryOptions({
    queryKey: announcementsDomain.keys.list({ page }),
    queryFn: () => getAnnouncements(page),
    placeholderData: keepPreviousData,
  });

export const useAnnouncements = (page: number) => useQuery(announcementsQuery(page));
