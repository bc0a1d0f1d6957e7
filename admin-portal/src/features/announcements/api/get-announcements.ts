import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { Announcement } from '../types';
import { announcementKeys } from './keys';

/** Every announcement, drafts included (RLS shows admins all rows), newest first. */
export const getAnnouncements = () =>
  rowsOf<Announcement>(db().from('announcements').select('*').order('published_at', { ascending: false }));

export const announcementsQueryOptions = () =>
  queryOptions({ queryKey: announcementKeys.adminList(), queryFn: getAnnouncements });

export const useAnnouncements = () => useQuery(announcementsQueryOptions());
