export type CellValue = string | number | boolean | Date | null | undefined;
export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  columnId: string;
  direction: SortDirection;
}

// Made on the first sort, not as the table's code loads: a page's first Intl object loads the locale's data,
// ~20 ms of this machine's main thread, and a list opens unsorted (in its manager's order).
let collator: Intl.Collator | undefined;
const naturalOrder = () =>
  (collator ??= new Intl.Collator(undefined, { numeric: true, sensitivity: 'base' }));

/** Empty values sort last in either direction; dates and numbers by value, text naturally ("Item 2" < "Item 10"). */
export function compareValues(a: CellValue, b: CellValue): number {
  const emptyA = a === null || a === undefined || a === '';
  const emptyB = b === null || b === undefined || b === '';
  if (emptyA || emptyB) return emptyA === emptyB ? 0 : emptyA ? 1 : -1;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  return naturalOrder().compare(String(a), String(b));
}

export function sortRows<T>(
  rows: readonly T[],
  valueOf: (row: T) => CellValue,
  direction: SortDirection,
): T[] {
  const sign = direction === 'ascending' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row) }))
    .sort((x, y) => {
      const emptyX = x.value === null || x.value === undefined || x.value === '';
      const emptyY = y.value === null || y.value === undefined || y.value === '';
      // Empties stay at the end whichever way the column is sorted; ties keep their original order.
      if (emptyX !== emptyY) return emptyX ? 1 : -1;
      return sign * compareValues(x.value, y.value) || x.index - y.index;
    })
    .map((entry) => entry.row);
}

function searchableText(value: CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toLocaleDateString();
  return String(value);
}

/** Rows where every word of the query appears in some searchable column (case- and accent-insensitive). */
export function filterRows<T>(rows: readonly T[], query: string, valuesOf: (row: T) => CellValue[]): T[] {
  const fold = (s: string) =>
    s
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .toLowerCase();
  const words = fold(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...rows];
  return rows.filter((row) => {
    const haystack = fold(valuesOf(row).map(searchableText).join(' '));
    return words.every((word) => haystack.includes(word));
  });
}
