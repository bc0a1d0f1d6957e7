import { parseError } from './errors.ts';
import {
  parseFilter,
  parseLogic,
  parseNonNegativeInt,
  parseOrder,
  type Condition,
  type OrderTerm,
} from './filter-grammar.ts';
import { parseField } from './scanner.ts';
import { parseSelect, type SelectItem } from './select-grammar.ts';

/** Modifiers for one level of the result: the root (`''`) or an embed path like `photos` or `album.photos`. */
export interface LevelModifiers {
  conditions: Condition[];
  order?: OrderTerm[];
  limit?: number;
  offset?: number;
}

export interface ParsedQuery {
  select: SelectItem[];
  levels: Map<string, LevelModifiers>;
  onConflict?: string[];
  columns?: string[];
  /** Parameters left for the caller (RPC arguments on GET). */
  rest: Map<string, string>;
}

// The embed path is optional and lazy so `not.or` reads as a negated or on the root, not an `or` on an embed "not".
const LOGIC_KEY = /^(?:(.+?)\.)??(not\.)?(and|or)$/;

function level(levels: Map<string, LevelModifiers>, path: string): LevelModifiers {
  let found = levels.get(path);
  if (!found) levels.set(path, (found = { conditions: [] }));
  return found;
}

function splitPath(key: string): [string, string] {
  const dot = key.lastIndexOf('.');
  return dot < 0 ? ['', key] : [key.slice(0, dot), key.slice(dot + 1)];
}

/** Turns the query string into a query description; `keep` names parameters that are not filters (RPC args). */
export function parseQuery(
  params: URLSearchParams,
  keep: (key: string) => boolean = () => false,
): ParsedQuery {
  const out: ParsedQuery = { select: [{ kind: 'star' }], levels: new Map(), rest: new Map() };
  for (const [key, value] of params) {
    if (key === 'select') {
      out.select = parseSelect(value.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''));
      continue;
    }
    if (key === 'on_conflict') {
      out.onConflict = value.split(',').map((c) => parseField(c.trim(), 'on_conflict').name);
      continue;
    }
    if (key === 'columns') {
      out.columns = value
        .split(',')
        .map((c) => parseField(c.trim().replace(/^"(.*)"$/, '$1'), 'columns').name);
      continue;
    }
    if (keep(key)) {
      out.rest.set(key, value);
      continue;
    }
    const logic = LOGIC_KEY.exec(key);
    if (logic) {
      level(out.levels, logic[1] ?? '').conditions.push(
        parseLogic(logic[3] as 'and' | 'or', Boolean(logic[2]), value),
      );
      continue;
    }
    const [path, last] = splitPath(key.includes('->') ? key.replace(/->.*$/, '') : key);
    if (last === 'order') level(out.levels, path).order = parseOrder(value);
    else if (last === 'limit') level(out.levels, path).limit = parseNonNegativeInt(value, 'limit');
    else if (last === 'offset') level(out.levels, path).offset = parseNonNegativeInt(value, 'offset');
    else {
      const fieldText = key.includes('->') ? last + key.slice(key.indexOf('->')) : last;
      const fail = (details: string) => parseError('filter', `${key}=${value}`, details);
      level(out.levels, path).conditions.push(parseFilter(parseField(fieldText), value, fail));
    }
  }
  return out;
}

export type { Condition };
