/** A page of rows and how many there are in all, as the paged lists (sermons, announcements) show them. */
export interface CountedPage<Row> {
  rows: Row[];
  total: number;
  pageCount: number;
}

/** A PostgREST query asked for `count: 'exact'`, not yet narrowed to a range. */
interface CountedQuery<Row> {
  range(
    from: number,
    to: number,
  ): PromiseLike<{ data: Row[] | null; count: number | null; error: { code: string } | null }>;
}

/** Page `page` (from 1) of `query`, `perPage` rows to a page. */
export async function countedPage<Row>(
  query: CountedQuery<Row>,
  page: number,
  perPage: number,
): Promise<CountedPage<Row>> {
  const from = (Math.max(page, 1) - 1) * perPage;
  const { data, count, error } = await query.range(from, from + perPage - 1);
  // A page past the end (an old shared link) is simply empty, not an error.
  if (error && error.code !== 'PGRST103') throw error;
  const total = count ?? 0;
  return { rows: data ?? [], total, pageCount: Math.ceil(total / perPage) };
}
