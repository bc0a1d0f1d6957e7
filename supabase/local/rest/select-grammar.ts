// `?select=`: columns, aliases, casts, JSON paths, embeds with hints, spreads (url_grammar, resource_embedding).
import { aggregatesNotAllowed, parseError } from './errors.ts';
import { CAST_TYPE, Scanner, type FieldRef } from './scanner.ts';

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

const AGGREGATES = new Set(['avg', 'count', 'max', 'min', 'sum']);

function parseSelectItem(sc: Scanner, depth: number): SelectItem {
  if (sc.eat('*')) return { kind: 'star' };
  if (sc.peek('count()')) throw aggregatesNotAllowed();
  const spread = sc.eat('...');
  let alias: string | undefined;
  let name = sc.ident();
  if (sc.peek(':') && !sc.peek('::')) {
    sc.i++;
    alias = name;
    name = sc.ident();
  }
  const json = sc.jsonSteps();
  const aggregate = /^\.([a-z]+)\(\)/.exec(sc.s.slice(sc.i));
  if (aggregate && AGGREGATES.has(aggregate[1]!)) throw aggregatesNotAllowed();
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
