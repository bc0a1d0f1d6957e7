// Which relationship an embed means, and how to reach the embedded rows from a parent row
// (references/api/resource_embedding).
import { pgrstError } from './errors.ts';
import { qi, qualified, relationOf, type SqlBuilder } from './fields.ts';
import { describeRelationship, type Relationship } from './relationships.ts';
import { tableKey, type SchemaCache, type Table } from './schema-cache.ts';

const nameOf = (key: string) => key.slice(key.indexOf('.') + 1);

export const isToOne = (rel: Relationship) =>
  rel.cardinality === 'many-to-one' || rel.cardinality === 'one-to-one';

function noRelationship(source: Table, target: string, hint: string | undefined) {
  return pgrstError(
    400,
    'PGRST200',
    `Could not find a relationship between '${source.name}' and '${target}' in the schema cache`,
    `Searched for a foreign key relationship between '${source.name}' and '${target}'${hint ? ` using the hint '${hint}'` : ''} in the schema '${source.schema}', but no matches were found.`,
  );
}

function matchesHint(rel: Relationship, hint: string): boolean {
  if (rel.constraint === hint) return true;
  if (rel.junction) return false;
  return rel.columns.length === 1 && (rel.columns[0]![0] === hint || rel.columns[0]![1] === hint);
}

/**
 * The relationship `target(...)` (with an optional `!hint`) names from `source`, found as PostgREST finds it: a
 * computed relationship by the function's name; else by the related table's name, the foreign key's name, or the
 * foreign key's column; narrowed by the hint (a constraint, a column of either end, or a junction table). A table
 * embedded in itself by name means its children. More than one match is 300 PGRST201, none 400 PGRST200.
 */
export function resolveEmbed(cache: SchemaCache, source: Table, target: string, hint?: string): Relationship {
  const self = tableKey(source.schema, source.name);
  const fromSource = cache.relationships.filter((r) => r.table === self);
  const computed = fromSource.filter((r) => r.computed && r.constraint === target);
  if (computed.length === 1 && !hint) return computed[0]!;
  let candidates = fromSource.filter(
    (r) =>
      !r.computed &&
      ((nameOf(r.foreignTable) === target && r.foreignTable.startsWith(`${source.schema}.`)) ||
        (!r.junction && r.constraint === target) ||
        (r.holdsKey && r.columns.length === 1 && r.columns[0]![0] === target)),
  );
  if (hint) candidates = candidates.filter((r) => matchesHint(r, hint));
  else if (target === source.name) candidates = candidates.filter((r) => !r.holdsKey);
  if (candidates.length === 0) throw noRelationship(source, target, hint);
  if (candidates.length > 1) {
    const sorted = [...candidates].sort((a, b) => a.constraint.localeCompare(b.constraint));
    const options = sorted.map((r) => `'${nameOf(r.foreignTable)}!${r.constraint}'`).join(', ');
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${source.name}' and '${target}'`,
      sorted.map((r) => describeRelationship(r, nameOf)) as unknown as string,
      `Try changing '${target}' to one of the following: ${options}. Find the desired relationship in the 'details' key.`,
    );
  }
  return candidates[0]!;
}

/**
 * FROM … WHERE for the rows of `rel` that belong to the parent row `parent`: the target relation under
 * `child`, and the join condition (through the junction table for many-to-many, a call for a computed one).
 */
export function embedSource(
  b: SqlBuilder,
  rel: Relationship,
  parent: string,
  child: string,
): { target: Table; from: string; on: string[] } {
  const target = relationOf(b.cache, rel.foreignTable);
  if (rel.computed) {
    return {
      target,
      from: `${qi(rel.computed.schema)}.${qi(rel.computed.name)}(${parent}) ${child}`,
      on: [],
    };
  }
  if (rel.junction) {
    const j = b.alias('j');
    const junction = relationOf(b.cache, rel.junction.table);
    const conditions = [
      ...rel.junction.source.map(([jc, pc]) => `${j}.${qi(jc)} = ${parent}.${qi(pc)}`),
      ...rel.junction.target.map(([jc, tc]) => `${j}.${qi(jc)} = ${child}.${qi(tc)}`),
    ];
    return {
      target,
      from: `${qualified(target)} ${child}`,
      on: [`exists (select 1 from ${qualified(junction)} ${j} where ${conditions.join(' and ')})`],
    };
  }
  return {
    target,
    from: `${qualified(target)} ${child}`,
    on: rel.columns.map(([pc, tc]) => `${child}.${qi(tc)} = ${parent}.${qi(pc)}`),
  };
}
