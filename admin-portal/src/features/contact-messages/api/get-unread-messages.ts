import { contactMessagesDomain, type ContactMessage } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/supabase';

/** How many of the newest unread messages the dashboard shows; the inbox has them all. */
export const DASHBOARD_UNREAD = 5;

/** The newest unread messages and how many are unread in all, in one request. */
export async function getUnreadMessages() {
  const { data, count, error } = await db()
    .from('contact_messages')
    .select('*', { count: 'exact' })
    .eq('handled', false)
    .order('created_at', { ascending: false })
    .order('id')
    .limit(DASHBOARD_UNREAD);
  if (error) throw error;
  return { latest: (data ?? []) as ContactMessage[], total: count ?? 0 };
}

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...contactMessagesDomain.keys.adminList(), 'unread-latest'],
    queryFn: getUnreadMessages,
  });

export const useUnreadMessages = () => useQuery(unreadMessagesQueryOptions());
