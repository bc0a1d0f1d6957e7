// The PostgREST URL grammar used by postgrest-js: select lists, filters, logic trees and order.
// Everything here is pure; identifiers are only checked for shape, the SQL builder checks them against the catalog.
import { parseError } from './errors.ts';

export interface JsonStep {
  arrow: '->' | '->>';
  key: string;
}
export interface FieldRef {
  name: string;
  json: JsonStep[];
}
export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; field: FieldRef; alias?: string; cast?: string }
  | {
      kind: 'embed';
      relation: string;
      alias?: string;
      hint?: string;
      inner: boolean;
      spread: boolean;
      select: SelectItem[];
    };

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
  dir: 'asc' | 'desc';
  nulls?: 'first' | 'last';
}

const IDENT_CHAR = /[\p{L}\p{N}_$]/u;
const CAST_TYPE = /^[A-Za-z_][A-Za-z0-9_]*(\[\])?$/;

class Scanner {
  i = 0;
  constructor(
    readonly s: string,
    readonly fail: (details: string) => Error,
  ) {}
  get done() {
    return this.i >= this.s.length;
  }
  peek(text: string) {
    return this.s.startsWith(text, this.i);
  }
  eat(text: string) {
    if (!this.peek(text)) return false;
    this.i += text.length;
    return true;
  }
  expect(text: string) {
    if (!this.eat(text)) throw this.error(`expecting "${text}"`);
  }
  error(expecting: string) {
    const found = this.done ? 'end of input' : `"${this.s[this.i]}"`;
    return this.fail(`unexpected ${found} ${expecting} (column ${this.i + 1})`);
  }
  ident(): string {
    if (this.eat('"')) {
      let out = '';
      while (!this.done && !this.peek('"')) {
        if (this.peek('\\"')) this.i++;
        out += this.s[this.i++];
      }
      this.expect('"');
      if (!out) throw this.error('expecting an identifier');
      return out;
    }
    const start = this.i;
    while (!this.done && IDENT_CHAR.test(this.s[this.i]!)) this.i++;
    if (start === this.i) throw this.error('expecting an identifier');
    return this.s.slice(start, this.i);
  }
  jsonSteps(): JsonStep[] {
    const steps: JsonStep[] = [];
    while (this.peek('->')) {
      const arrow = this.eat('->>') ? '->>' : ((this.i += 2), '->');
      const neg = this.eat('-') ? '-' : '';
      steps.push({ arrow, key: neg + this.ident() });
    }
    return steps;
  }
}

// Deeper embedding than any real page needs only builds ever larger SQL.
const MAX_EMBED_DEPTH = 8;

function parseSelectList(sc: Scanner, depth: number): SelectItem[] {
  const nested = depth > 0;
  const items: SelectItem[] = [];
  if (depth > MAX_EMBED_DEPTH) throw sc.fail(`embedding is limited to ${MAX_EMBED_DEPTH} levels`);
  if (nested && sc.peek(')')) return items;
  for (;;) {
    items.push(parseSelectItem(sc, depth));
    if (sc.eat(',')) continue;
    if (nested ? sc.peek(')') : sc.done) return items;
    throw sc.error(nested ? 'expecting "," or ")"' : 'expecting "," or end of input');
  }
}

function parseSelectItem(sc: Scanner, depth: number): SelectItem {
  if (sc.eat('*')) return { kind: 'star' };
  const spread = sc.eat('...');
  let alias: string | undefined;
  let name = sc.ident();
  if (sc.peek(':') && !sc.peek('::')) {
    sc.i++;
    alias = name;
    name = sc.ident();
  }
  const json = sc.jsonSteps();
  let hint: string | undefined;
  let inner = false;
  while (sc.eat('!')) {
    const mark = sc.ident();
    if (mark === 'inner') inner = true;
    else if (mark !== 'left') hint = mark;
  }
  if (sc.eat('(')) {
    if (json.length) throw sc.error('expecting a relation name');
    const select = parseSelectList(sc, depth + 1);
    sc.expect(')');
    // `rel()` embeds only to filter the parent (`rel=is.null`, `!inner`): it adds no output column.
    return { kind: 'embed', relation: name, alias, hint, inner, spread, select };
  }
  if (spread || hint || inner) throw sc.error('expecting "("');
  let cast: string | undefined;
  if (sc.eat('::')) {
    const start = sc.i;
    while (!sc.done && /[A-Za-z0-9_[\]]/.test(sc.s[sc.i]!)) sc.i++;
    cast = sc.s.slice(start, sc.i);
    if (!CAST_TYPE.test(cast)) throw sc.error('expecting a type name');
  }
  return { kind: 'column', field: { name, json }, alias, cast };
}

/** `?select=` (postgrest-js strips whitespace outside double quotes). */
export function parseSelect(raw: string): SelectItem[] {
  if (raw === '') return [{ kind: 'star' }];
  const sc = new Scanner(raw, (details) => parseError('select parameter', raw, details));
  return parseSelectList(sc, 0);
}

export function parseField(raw: string, what = 'filter'): FieldRef {
  const sc = new Scanner(raw, (details) => parseError(what, raw, details));
  const name = sc.ident();
  const json = sc.jsonSteps();
  if (!sc.done) throw sc.error('expecting "->" or end of field');
  return { name, json };
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
  else if (op === 'is' && !['null', 'not_null', 'true', 'false', 'unknown'].includes(value as string)) {
    throw fail(`"is" accepts null, not_null, true, false or unknown, not "${value}"`);
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

export function parseOrder(raw: string): OrderTerm[] {
  const fail = (details: string) => parseError('order', raw, details);
  return splitTopLevel(raw, fail).map((term) => {
    const parts = term.split('.');
    const field = parseField(parts[0]!, 'order');
    const out: OrderTerm = { field, dir: 'asc' };
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
