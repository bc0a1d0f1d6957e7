import { queryOptions, useQuery } from 'shared-ui/query';
import { contactMessagesDomain, rowsOf, type ContactMessage } from 'shared-ui/data';
import { db } from '../../../lib/supabase';

/** Messages from the contact form nobody has handled yet, newest first. */
export const getUnreadMessages = () =>
  rowsOf<ContactMessage>(
    db()
      .from('contact_messages')
      .select('*')
      .eq('handled', false)
      .order('created_at', { ascending: false })
      .limit(50),
  );

export const unreadMessagesQueryOptions = () =>
  queryOptions({
    queryKey: [...contactMessagesDomain.keys.adminList(), { handled: false }],
    queryFn: getUnreadMessages,
  });

export const useUnreadMessages = () => useQuery(unreadMessagesQueryOptions());
