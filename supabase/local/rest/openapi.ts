// GET /rest/v1/: PostgREST's OpenAPI (Swagger 2.0) description of the exposed schema (references/api/openapi,
// src/PostgREST/Response/OpenAPI.hs), listing what the caller's role may reach.
import type { Queryable } from '../../db/database.ts';
import {
  OPENAPI_RELATIONS_SQL,
  OPENAPI_ROUTINES_SQL,
  SCHEMA_COMMENT_SQL,
  type OpenApiArg,
  type OpenApiColumn,
  type OpenApiRelation,
  type OpenApiRoutine,
} from './openapi-catalog.ts';
import { parameters, ref } from './openapi-parameters.ts';
import { tableKey, type SchemaCache, type Table } from './schema-cache.ts';

/** The PostgREST release whose document this is (the reference in docs/api-contracts.md). */
const POSTGREST_VERSION = '14.17';
const DOCS_VERSION = 'v14';

type Json = Record<string, unknown>;

const SINGULAR = ['application/vnd.pgrst.object+json;nulls=stripped', 'application/vnd.pgrst.object+json'];
const MEDIA = ['application/json', ...SINGULAR, 'text/csv'];

/** PostgREST's toSwaggerType: json and jsonb have none; any other type it does not know is a string. */
function swaggerType(type: string): string | undefined {
  if (type.endsWith('[]')) return 'array';
  switch (type) {
    case 'boolean':
      return 'boolean';
    case 'smallint':
    case 'integer':
    case 'bigint':
      return 'integer';
    case 'numeric':
    case 'real':
    case 'double precision':
      return 'number';
    case 'json':
    case 'jsonb':
      return undefined;
    default:
      return 'string';
  }
}

/** `type` (and `items` for an array) of a property or argument. */
function typeOf(type: string): Json {
  const swagger = swaggerType(type);
  if (swagger !== 'array') return { type: swagger };
  return { type: 'array', items: { type: swaggerType(type.slice(0, -2)) } };
}

/** A column default as PostgREST shows it: a string type's literal unquoted, anything else only if it is JSON. */
function defaultValue(type: string, expression: string | null): unknown {
  if (expression === null) return undefined;
  let text = expression;
  if (swaggerType(type) === 'string') {
    const bare = text.endsWith(`::${type}`)
      ? text.slice(0, -`::${type}`.length).replace(/^'+|'+$/g, '')
      : text;
    text = `"${bare}"`;
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** First line the summary, the rest (leading newlines dropped) the description, as PostgREST splits comments. */
function splitComment(comment: string | null): { summary?: string; description?: string } {
  if (comment === null) return {};
  const newline = comment.indexOf('\n');
  if (newline < 0) return { summary: comment, description: '' };
  return { summary: comment.slice(0, newline), description: comment.slice(newline).replace(/^\n+/, '') };
}

function operationText(comment: string | null): Json {
  const { summary, description } = splitComment(comment);
  return { summary, description: description || undefined };
}

/** "Note:" lines for a key column; the first single-column foreign key to a table (before views) it belongs to. */
function columnNote(cache: SchemaCache, table: Table, column: string): string | undefined {
  const notes: string[] = [];
  if (table.primaryKey.includes(column)) notes.push('This is a Primary Key.<pk/>');
  const candidates = cache.relationships
    .filter(
      (r) =>
        r.table === tableKey(table.schema, table.name) &&
        (r.cardinality === 'many-to-one' || (r.cardinality === 'one-to-one' && r.holdsKey)) &&
        r.columns.length === 1 &&
        r.columns[0]![0] === column,
    )
    .sort(
      (a, b) =>
        Number(cache.tables.get(a.foreignTable)?.kind === 'view') -
        Number(cache.tables.get(b.foreignTable)?.kind === 'view'),
    );
  const fk = candidates[0];
  if (fk) {
    const target = cache.tables.get(fk.foreignTable)?.name ?? fk.foreignTable;
    const targetColumn = fk.columns[0]![1];
    notes.push(
      `This is a Foreign Key to \`${target}.${targetColumn}\`.<fk table='${target}' column='${targetColumn}'/>`,
    );
  }
  return notes.length ? ['Note:', ...notes].join('\n') : undefined;
}

function property(cache: SchemaCache, table: Table | undefined, column: OpenApiColumn): Json {
  const note = table ? columnNote(cache, table, column.name) : undefined;
  const description = note
    ? column.description
      ? `${column.description}\n\n${note}`
      : note
    : column.description;
  return {
    default: defaultValue(column.type, column.default),
    description: description ?? undefined,
    enum: column.enum ?? undefined,
    format: column.type,
    maxLength: column.maxLength ?? undefined,
    ...typeOf(column.type),
  };
}

function definition(cache: SchemaCache, schema: string, relation: OpenApiRelation): Json {
  const table = cache.tables.get(tableKey(schema, relation.name));
  const required = relation.columns.filter((c) => !c.nullable).map((c) => c.name);
  return {
    description: relation.description ?? undefined,
    required: required.length ? required : undefined,
    properties: Object.fromEntries(relation.columns.map((c) => [c.name, property(cache, table, c)])),
    type: 'object',
  };
}

function tablePath(relation: OpenApiRelation): Json {
  const name = relation.name;
  const base = { tags: [name], ...operationText(relation.description) };
  const rowFilters = relation.columns.map((c) => ref(`rowFilter.${name}.${c.name}`));
  const get = {
    ...base,
    parameters: [
      ...rowFilters,
      ...['select', 'order', 'range', 'rangeUnit', 'offset', 'limit', 'preferCount'].map(ref),
    ],
    responses: {
      200: { description: 'OK', schema: { items: { $ref: `#/definitions/${name}` }, type: 'array' } },
      206: { description: 'Partial Content' },
    },
  };
  if (!relation.writable) return { get };
  return {
    get,
    post: {
      ...base,
      parameters: [ref(`body.${name}`), ref('select'), ref('preferPost')],
      responses: { 201: { description: 'Created' } },
    },
    delete: {
      ...base,
      parameters: [...rowFilters, ref('preferReturn')],
      responses: { 204: { description: 'No Content' } },
    },
    patch: {
      ...base,
      parameters: [...rowFilters, ref(`body.${name}`), ref('preferReturn')],
      responses: { 204: { description: 'No Content' } },
    },
  };
}

/** A query parameter of GET /rpc/fn; a variadic one repeats (collectionFormat multi). */
function rpcQueryParameter(arg: OpenApiArg): Json {
  if (arg.variadic) {
    const element = arg.type.slice(0, -2);
    return {
      name: arg.name,
      required: arg.required,
      in: 'query',
      type: swaggerType(arg.type) ?? 'string',
      items: { type: swaggerType(element), format: element },
      collectionFormat: 'multi',
    };
  }
  const type = swaggerType(arg.type);
  return {
    name: arg.name,
    required: arg.required,
    in: 'query',
    format: arg.type,
    type: type === undefined || type === 'array' ? 'string' : type,
  };
}

function rpcPath(routine: OpenApiRoutine): Json {
  const base = {
    tags: [`(rpc) ${routine.name}`],
    ...operationText(routine.description),
    produces: ['application/json', ...SINGULAR],
    responses: { 200: { description: 'OK' } },
  };
  const required = routine.args.filter((a) => a.required).map((a) => a.name);
  const properties = Object.fromEntries(
    routine.args.map((a) => [a.name, { format: a.type, ...typeOf(a.type) }]),
  );
  const args = {
    description: routine.description ?? undefined,
    required: required.length ? required : undefined,
    properties: routine.args.length ? properties : undefined,
    type: 'object',
  };
  const post = {
    ...base,
    parameters: [{ name: 'args', required: true, in: 'body', schema: args }, ref('preferParams')],
  };
  if (routine.volatile) return { post };
  return { get: { ...base, parameters: routine.args.map(rpcQueryParameter) }, post };
}

/** The document for `schema` as the transaction's role sees it; `baseUrl` is where clients reach this API. */
export async function openApiDocument(
  tx: Queryable,
  cache: SchemaCache,
  schema: string,
  baseUrl: URL,
): Promise<Json> {
  const comment =
    (await tx.query<{ comment: string | null }>(SCHEMA_COMMENT_SQL, [schema])).rows[0]?.comment ?? null;
  const relations = (
    await tx.query<Omit<OpenApiRelation, 'columns'> & { columns: string }>(OPENAPI_RELATIONS_SQL, [schema])
  ).rows
    .filter((r) => cache.tables.has(tableKey(schema, r.name)))
    .map((r) => ({ ...r, columns: JSON.parse(r.columns) as OpenApiColumn[] }));
  const routines = (
    await tx.query<Omit<OpenApiRoutine, 'args'> & { args: string }>(OPENAPI_ROUTINES_SQL, [schema])
  ).rows.map((r) => ({ ...r, args: JSON.parse(r.args) as OpenApiArg[] }));
  const { summary, description } = splitComment(comment);
  const https = baseUrl.protocol === 'https:';
  return {
    swagger: '2.0',
    info: {
      description: comment === null ? 'This is a dynamic API generated by PostgREST' : description,
      title: summary ?? 'PostgREST API',
      version: POSTGREST_VERSION,
    },
    host: `${baseUrl.hostname}:${baseUrl.port || (https ? 443 : 80)}`,
    basePath: '/',
    schemes: [https ? 'https' : 'http'],
    consumes: MEDIA,
    produces: MEDIA,
    paths: {
      '/': {
        get: {
          produces: ['application/openapi+json', 'application/json'],
          responses: { 200: { description: 'OK' } },
          summary: 'OpenAPI description (this document)',
          tags: ['Introspection'],
        },
      },
      ...Object.fromEntries(relations.map((r) => [`/${r.name}`, tablePath(r)])),
      ...Object.fromEntries(routines.map((r) => [`/rpc/${r.name}`, rpcPath(r)])),
    },
    definitions: Object.fromEntries(relations.map((r) => [r.name, definition(cache, schema, r)])),
    parameters: parameters(relations),
    externalDocs: {
      description: 'PostgREST Documentation',
      url: `https://postgrest.org/en/${DOCS_VERSION}/references/api.html`,
    },
  };
}
