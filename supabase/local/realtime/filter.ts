/** A postgres_changes `filter` (`col=op.value`, comma = AND, `not.` negates), checked against a record's values. */
export type RowFilter = (row: Record<string, unknown>) => boolean;

const OPS = new Set(['eq', 'neq', 'lt', 'lte', 'gt', 'gte', 'in']);

function cellText(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

function compare(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  if (a.trim() !== '' && b.trim() !== '' && Number.isFinite(x) && Number.isFinite(y)) return x - y;
  return a < b ? -1 : a > b ? 1 : 0;
}

function condition(text: string): RowFilter | undefined {
  const match = /^([^=]+)=(not\.)?([a-z]+)\.(.*)$/s.exec(text.trim());
  if (!match || !OPS.has(match[3]!)) return undefined;
  const [, column, not, op, raw] = match as unknown as [string, string, string | undefined, string, string];
  const values =
    op === 'in'
      ? raw
          .replace(/^\(|\)$/g, '')
          .split(',')
          .map((v) => v.trim().replace(/^"(.*)"$/, '$1'))
      : [raw];
  const test = (row: Record<string, unknown>): boolean => {
    const cell = cellText(row[column]);
    if (cell === null) return false;
    const c = compare(cell, values[0]!);
    switch (op) {
      case 'eq':
        return cell === values[0];
      case 'neq':
        return cell !== values[0];
      case 'lt':
        return c < 0;
      case 'lte':
        return c <= 0;
      case 'gt':
        return c > 0;
      case 'gte':
        return c >= 0;
      default:
        return values.includes(cell);
    }
  };
  return not ? (row) => !test(row) : test;
}

/** undefined when the filter does not parse (the join is refused, as the server does). */
export function parseFilter(filter: string | undefined): RowFilter | undefined {
  if (!filter) return () => true;
  const parts = filter.split(/,(?![^(]*\))/).map(condition);
  if (parts.some((p) => !p)) return undefined;
  return (row) => parts.every((p) => p!(row));
}
