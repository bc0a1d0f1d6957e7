import { createDomainKeys, rowsOf, type Database } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import { queryOptions, useQuery } from 'shared-ui/query';

export type SearchHit = Database['public']['Functions']['search_content']['Returns'][number];

export const searchKeys = createDomainKeys('search');

/** The database refuses longer text (search_content's own limit); the box stops typing there. */
export const SEARCH_MAX_LENGTH = 200;

/** What the visitor typed, as the URL and the query key hold it: trimmed, spaces collapsed. */
export const normalizeSearch = (text: string | null | undefined) =>
  (text ?? '').replace(/\s+/g, ' ').trim().slice(0, SEARCH_MAX_LENGTH);

/** The best matches of each kind, best first, through search_content: RLS decides what a visitor may find. */
export const searchContent = (q: string) => rowsOf(getPublicClient().rpc('search_content', { q }));

export const searchQuery = (q: string) =>
  queryOptions({
    queryKey: searchKeys.list({ q }),
    queryFn: () => searchContent(q),
    enabled: q !== '',
    staleTime: 60_000,
  });

export const useSearch = (q: string) => useQuery(searchQuery(q));
