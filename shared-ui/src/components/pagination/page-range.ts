export type PageItem = number | 'gap';

/** Page numbers to show: first, last, the current one with `siblings` either side, gaps between. */
export function pageRange(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 0) return [];
  const pages = new Set<number>([1, pageCount]);
  for (let p = page - siblings; p <= page + siblings; p += 1) if (p >= 1 && p <= pageCount) pages.add(p);
  const sorted = [...pages].sort((a, b) => a - b);
  const items: PageItem[] = [];
  sorted.forEach((p, i) => {
    const prev = sorted[i - 1];
    if (prev !== undefined && p - prev === 2) items.push(prev + 1);
    else if (prev !== undefined && p - prev > 2) items.push('gap');
    items.push(p);
  });
  return items;
}
