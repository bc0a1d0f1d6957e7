import { announcementsDomain, type Announcement } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';

export const getAnnouncement = (id: string | undefined) =>
  getPublishedRow<'announcements', Announcement>('announcements', id);

export const announcementQuery = (id: string | undefined) =>
  queryOptions({ queryKey: announcementsDomain.keys.detail(id ?? ''), queryFn: () => getAnnouncement(id) });

export const useAnnouncement = (id: string | undefined) => useQuery(announcementQuery(id));
