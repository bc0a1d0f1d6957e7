import type { RoutineDef, SchemaCache } from './schema-cache.ts';

export type Cardinality = 'many-to-one' | 'one-to-many' | 'one-to-one' | 'many-to-many';

export interface Junction {
  table: string;
  constraint1: string;
  constraint2: string;
  /** [junction column, `table` column] and [junction column, `foreignTable` column]. */
  source: [string, string][];
  target: [string, string][];
}

/** One way to embed `foreignTable` in `table`, as PostgREST's schema cache lists it. */
export interface Relationship {
  table: string;
  foreignTable: string;
  cardinality: Cardinality;
  /** The foreign key's name; for many-to-many the junction table's; for a computed one the function's. */
  constraint: string;
  /** [`table` column, `foreignTable` column] pairs (not for many-to-many or computed). */
  columns: [string, string][];
  /** One-to-one: `table` holds the foreign key (the other end is its parent). */
  holdsKey: boolean;
  junction?: Junction;
  computed?: RoutineDef;
}

export interface ForeignKey {
  name: string;
  from: string;
  to: string;
  /** [referencing column, referenced column] pairs. */
  columns: [string, string][];
}

type ViewsOf = Map<string, { view: string; columns: Map<string, string> }[]>;

/** The relation itself when exposed, then every exposed view showing all of `columns`, each with its column names. */
function endpoints(cache: SchemaCache, viewsOf: ViewsOf, key: string, columns: string[]) {
  const out: { key: string; rename: (column: string) => string }[] = [];
  if (cache.tables.has(key)) out.push({ key, rename: (c) => c });
  for (const { view, columns: shown } of viewsOf.get(key) ?? []) {
    if (columns.every((c) => shown.has(c))) out.push({ key: view, rename: (c) => shown.get(c)! });
  }
  return out;
}

const sameSet = (a: string[], b: string[]) => a.length === b.length && a.every((c) => b.includes(c));

/**
 * Every relationship PostgREST derives: both ends of each foreign key (one-to-one when the key's columns are
 * unique), the same through views that show the key's columns, many-to-many through a junction table whose
 * primary key holds two foreign keys, and computed relationships (functions taking a table's row).
 */
export function deriveRelationships(
  cache: SchemaCache,
  fkeys: ForeignKey[],
  viewsOf: ViewsOf,
  uniqueKeysOf: (key: string) => string[][],
): Relationship[] {
  const rels: Relationship[] = [];
  for (const fk of fkeys) {
    const from = fk.columns.map(([c]) => c);
    const to = fk.columns.map(([, c]) => c);
    const unique = uniqueKeysOf(fk.from).some((u) => sameSet(u, from));
    for (const source of endpoints(cache, viewsOf, fk.from, from)) {
      for (const target of endpoints(cache, viewsOf, fk.to, to)) {
        const columns = fk.columns.map(([a, b]) => [source.rename(a), target.rename(b)] as [string, string]);
        const base = { constraint: fk.name };
        rels.push({
          ...base,
          table: source.key,
          foreignTable: target.key,
          columns,
          holdsKey: true,
          cardinality: unique ? 'one-to-one' : 'many-to-one',
        });
        rels.push({
          ...base,
          table: target.key,
          foreignTable: source.key,
          holdsKey: false,
          columns: columns.map(([a, b]) => [b, a] as [string, string]),
          cardinality: unique ? 'one-to-one' : 'one-to-many',
        });
      }
    }
  }
  for (const [key, junction] of cache.tables) {
    if (junction.kind !== 'table') continue;
    const keyed = fkeys.filter(
      (fk) => fk.from === key && fk.columns.every(([c]) => junction.primaryKey.includes(c)),
    );
    for (const fk1 of keyed) {
      for (const fk2 of keyed) {
        if (fk1 === fk2 || !cache.tables.has(fk1.to) || !cache.tables.has(fk2.to)) continue;
        rels.push({
          table: fk1.to,
          foreignTable: fk2.to,
          cardinality: 'many-to-many',
          constraint: junction.name,
          columns: [],
          holdsKey: false,
          junction: {
            table: key,
            constraint1: fk1.name,
            constraint2: fk2.name,
            source: fk1.columns,
            target: fk2.columns,
          },
        });
      }
    }
  }
  for (const defs of cache.routines.values()) {
    for (const fn of defs) {
      if (!fn.ofTable || !fn.returnTable || fn.returnKind !== 'composite' || !cache.tables.has(fn.ofTable))
        continue;
      rels.push({
        table: fn.ofTable,
        foreignTable: fn.returnTable,
        cardinality: !fn.returnsSet || fn.rows === 1 ? 'many-to-one' : 'one-to-many',
        constraint: fn.name,
        columns: [],
        holdsKey: false,
        computed: fn,
      });
    }
  }
  return rels;
}

/** A relationship as PostgREST's ambiguity error describes it (details of PGRST201). */
export function describeRelationship(rel: Relationship, name: (key: string) => string) {
  const list = (cols: string[]) => `(${cols.join(', ')})`;
  const relationship = rel.junction
    ? `${name(rel.junction.table)} using ${rel.junction.constraint1}${list(rel.junction.source.map(([j]) => j))} and ${rel.junction.constraint2}${list(rel.junction.target.map(([j]) => j))}`
    : `${rel.constraint} using ${name(rel.table)}${list(rel.columns.map(([a]) => a))} and ${name(rel.foreignTable)}${list(rel.columns.map(([, b]) => b))}`;
  return {
    cardinality: rel.cardinality,
    embedding: `${name(rel.table)} with ${name(rel.foreignTable)}`,
    relationship,
  };
}
