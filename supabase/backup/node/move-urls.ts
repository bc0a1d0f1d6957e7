import type { Row } from '../archive/index.ts';

/**
 * Stored URLs point at the project they were written in (`<project>/storage/v1/object/public/…`). Restored
 * into another project, they are moved to it, wherever they appear in a row (columns, JSON, text).
 */
export function moveStoredUrls(rows: Row[], fromProjectUrl: string, toProjectUrl: string): Row[] {
  const from = `${fromProjectUrl.replace(/\/+$/, '')}/storage/v1/`;
  const to = `${toProjectUrl.replace(/\/+$/, '')}/storage/v1/`;
  if (from === to) return rows;
  const move = (value: unknown): unknown => {
    if (typeof value === 'string') return value.includes(from) ? value.split(from).join(to) : value;
    if (Array.isArray(value)) return value.map(move);
    if (value && typeof value === 'object') {
      return Object.fromEntries(Object.entries(value).map(([key, v]) => [key, move(v)]));
    }
    return value;
  };
  return rows.map((row) => move(row) as Row);
}
