import { contactMessagesDomain, type ContactMessage } from 'shared-ui/data';
import { keepPreviousData, queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/supabase';

export const INBOX_PAGE_SIZE = 20;

export type InboxFilter = 'unread' | 'handled' | 'all';

export interface InboxQuery {
  filter: InboxFilter;
  /** Matched against the name, e-mail, phone, subject and message. */
  search: string;
  /** 1-based. */
  page: number;
}

/** A PostgREST `or` value in double quotes, so commas and brackets in what was typed stay text. */
const quoted = (text: string) => `"*${text.replace(/["\\]/g, '\\$&')}*"`;

/** One page of messages, newest first, with the total that matches (for the pager). */
export async function getMessages({ filter, search, page }: InboxQuery) {
  let request = db().from('contact_messages').select('*', { count: 'exact' });
  if (filter !== 'all') request = request.eq('handled', filter === 'handled');
  const term = search.trim();
  if (term) {
    const like = quoted(term);
    request = request.or(
      ['name', 'email', 'phone', 'subject', 'message'].map((column) => `${column}.ilike.${like}`).join(','),
    );
  }
  const from = (page - 1) * INBOX_PAGE_SIZE;
  const { data, count, error } = await request
    .order('created_at', { ascending: false })
    .order('id')
    .range(from, from + INBOX_PAGE_SIZE - 1);
  // Past the last page (messages were deleted meanwhile) PostgREST answers 416: show an empty page instead.
  if (error && error.code !== 'PGRST103') throw error;
  return { messages: (data ?? []) as ContactMessage[], total: count ?? 0 };
}

export const messagesQueryOptions = (query: InboxQuery) =>
  queryOptions({
    queryKey: [...contactMessagesDomain.keys.adminList(), query],
    queryFn: () => getMessages(query),
    placeholderData: keepPreviousData,
  });

export const useMessages = (query: InboxQuery) => useQuery(messagesQueryOptions(query));
