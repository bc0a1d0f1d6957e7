import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { ContactMessage } from '../types';
import { contactMessageKeys } from './keys';

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
    queryKey: [...contactMessageKeys.adminList(), { handled: false }],
    queryFn: getUnreadMessages,
  });

export const useUnreadMessages = () => useQuery(unreadMessagesQueryOptions());
