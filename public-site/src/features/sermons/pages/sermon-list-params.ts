import { readPageNumber } from '../../../lib/page-number';
import type { SermonFilters } from '../api/get-sermons';

export const FILTER_KEYS = ['search', 'preacher', 'series', 'year'] as const;

/** The list's filters and page as the URL holds them (read by the page and by its route's prefetch). */
export function readSermonListParams(params: URLSearchParams): {
  filters: SermonFilters;
  pageNumber: number;
} {
  const filters: SermonFilters = Object.fromEntries(
    FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : [])),
  );
  return { filters, pageNumber: readPageNumber(params) };
}
