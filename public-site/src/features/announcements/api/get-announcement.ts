import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/supabase-result';
import type { Announcement } from '../../../types/content';
import { announcementKeys } from './keys';

export const getAnnouncement = (id: string | undefined) => getPublishedRow<Announcement>('announcements', id);

export const announcementQuery = (id: string | undefined) =>
  queryOptions({ queryKey: announcementKeys.detail(id ?? ''), queryFn: () => getAnnouncement(id) });

export const useAnnouncement = (id: string | undefined) => useQuery(announcementQuery(id));
