/** `?page=N` as a page number: 1 for a missing, malformed or non-positive value. */
export function readPageNumber(params: URLSearchParams): number {
  return Math.max(Number.parseInt(params.get('page') ?? '1', 10) || 1, 1);
}
