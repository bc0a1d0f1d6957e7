// Filters, logic trees and order (url_grammar, tables_views "Operators").
import { parseError } from './errors.ts';
import { parseField, type FieldRef } from './scanner.ts';

export const FILTER_OPS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'is',
  'isdistinct',
  'in',
  'cs',
  'cd',
  'ov',
  'sl',
  'sr',
  'nxl',
  'nxr',
  'adj',
  'fts',
  'plfts',
  'phfts',
  'wfts',
] as const;
export type FilterOp = (typeof FILTER_OPS)[number];
export const FTS_OPS = new Set<string>(['fts', 'plfts', 'phfts', 'wfts']);
const OP_SET = new Set<string>(FILTER_OPS);

export interface Filter {
  kind: 'filter';
  field: FieldRef;
  negate: boolean;
  op: FilterOp;
  modifier?: 'any' | 'all';
  config?: string;
  /** Raw value; for `in` the parsed list. */
  value: string | string[];
}
export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}
export type Condition = Filter | Logic;

export interface OrderTerm {
  field: FieldRef;
  /** A related order: the to-one embed whose column orders the parents (`order=author(name).desc`). */
  relation?: string;
  dir: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

/** Splits on top-level commas, keeping `(…)` groups and `"…"` strings together. */
export function splitTopLevel(s: string, fail: (details: string) => Error): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let start = 0;
  for (let i = 0; i < s.length; i++) {
    const ch = s[i];
    if (quoted) {
      if (ch === '\\') i++;
      else if (ch === '"') quoted = false;
    } else if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') {
      if (--depth < 0) throw fail(`unbalanced ")" (column ${i + 1})`);
    } else if (ch === ',' && depth === 0) {
      parts.push(s.slice(start, i));
      start = i + 1;
    }
  }
  if (quoted) throw fail('unterminated double quote');
  if (depth !== 0) throw fail('unbalanced "("');
  parts.push(s.slice(start));
  return parts;
}

function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return value;
}

function parseList(raw: string, fail: (details: string) => Error): string[] {
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw fail('expecting a list like (a,b,c)');
  const inner = raw.slice(1, -1);
  if (inner === '') return [];
  return splitTopLevel(inner, fail).map(unquote);
}

const OPERATOR = /^([a-z]+)(?:\(([a-z_]+)\))?\.([\s\S]*)$/;

/** `[not.]op[(any|all)|(config)].value` for one field. */
export function parseFilter(
  field: FieldRef,
  raw: string,
  fail: (details: string) => Error,
  inLogic = false,
): Filter {
  let rest = raw;
  const negate = rest.startsWith('not.');
  if (negate) rest = rest.slice(4);
  const m = OPERATOR.exec(rest);
  if (!m || !OP_SET.has(m[1]!)) throw fail(`unknown or missing operator in "${raw}"`);
  const op = m[1] as FilterOp;
  const paren = m[2];
  let modifier: 'any' | 'all' | undefined;
  let config: string | undefined;
  if (paren !== undefined) {
    if (FTS_OPS.has(op)) config = paren;
    else if (paren === 'any' || paren === 'all') modifier = paren;
    else throw fail(`unknown modifier "(${paren})"`);
  }
  let value: string | string[] = inLogic ? unquote(m[3]!) : m[3]!;
  if (op === 'in') value = parseList(m[3]!, fail);
  else if (op === 'is') {
    // PostgREST reads these words in any case (is.NULL, is.True).
    value = (value as string).toLowerCase();
    if (!['null', 'not_null', 'true', 'false', 'unknown'].includes(value)) {
      throw fail(`"is" accepts null, not_null, true, false or unknown, not "${m[3]}"`);
    }
  }
  return { kind: 'filter', field, negate, op, modifier, config, value };
}

const LOGIC = /^(not\.)?(and|or)\(([\s\S]*)\)$/;

/** The value of `or=`/`and=` (already without the key), e.g. `(a.eq.1,and(b.gt.2,c.is.null))`. */
export function parseLogic(op: 'and' | 'or', negate: boolean, raw: string): Logic {
  const fail = (details: string) => parseError('logic tree', raw, details);
  if (!raw.startsWith('(') || !raw.endsWith(')')) throw fail('expecting "(" … ")"');
  const parts = splitTopLevel(raw.slice(1, -1), fail);
  const children = parts.map((part): Condition => {
    const nested = LOGIC.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), `(${nested[3]})`);
    const dot = part.indexOf('.');
    if (dot <= 0) throw fail(`expecting "field.operator.value" in "${part}"`);
    return parseFilter(parseField(part.slice(0, dot), 'logic tree'), part.slice(dot + 1), fail, true);
  });
  return { kind: 'logic', op, negate, children };
}

const RELATED = /^([^().]+)\(([^()]+)\)(.*)$/;

export function parseOrder(raw: string): OrderTerm[] {
  const fail = (details: string) => parseError('order', raw, details);
  return splitTopLevel(raw, fail).map((term) => {
    const related = RELATED.exec(term);
    const parts = (related ? `${related[2]}${related[3]}` : term).split('.');
    const field = parseField(parts[0]!, 'order');
    const out: OrderTerm = { field, dir: 'asc', ...(related ? { relation: related[1]! } : {}) };
    for (const option of parts.slice(1)) {
      if (option === 'asc' || option === 'desc') out.dir = option;
      else if (option === 'nullsfirst') out.nulls = 'first';
      else if (option === 'nullslast') out.nulls = 'last';
      else throw fail(`unexpected "${option}" expecting "asc", "desc", "nullsfirst" or "nullslast"`);
    }
    return out;
  });
}

export function parseNonNegativeInt(raw: string, what: string): number {
  if (!/^\d{1,9}$/.test(raw)) throw parseError(what, raw, 'expecting a non-negative integer');
  return Number(raw);
}
