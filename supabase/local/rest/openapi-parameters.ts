// The shared parameters of PostgREST's OpenAPI document: paging, Prefer values, and each table's body and filters.
import type { OpenApiRelation } from './openapi-catalog.ts';

type Json = Record<string, unknown>;

export const ref = (name: string) => ({ $ref: `#/parameters/${name}` });

const queryParameter = (name: string, description: string) => ({
  name,
  description,
  required: false,
  in: 'query',
  type: 'string',
});
const preferParameter = (values: string[]) => ({
  name: 'Prefer',
  description: 'Preference',
  required: false,
  enum: values.length ? values : undefined,
  in: 'header',
  type: 'string',
});

export function parameters(relations: OpenApiRelation[]): Json {
  const returns = ['return=representation', 'return=minimal', 'return=none'];
  const perTable = relations.flatMap((r) => [
    [
      `body.${r.name}`,
      {
        name: r.name,
        description: r.name,
        required: false,
        in: 'body',
        schema: { $ref: `#/definitions/${r.name}` },
      },
    ],
    ...r.columns.map((c) => [
      `rowFilter.${r.name}.${c.name}`,
      { name: c.name, description: c.description ?? undefined, required: false, in: 'query', type: 'string' },
    ]),
  ]);
  return {
    preferParams: preferParameter([]),
    preferReturn: preferParameter(returns),
    preferCount: preferParameter(['count=none']),
    preferPost: preferParameter([...returns, 'resolution=ignore-duplicates', 'resolution=merge-duplicates']),
    select: queryParameter('select', 'Filtering Columns'),
    on_conflict: queryParameter('on_conflict', 'On Conflict'),
    order: queryParameter('order', 'Ordering'),
    range: {
      name: 'Range',
      description: 'Limiting and Pagination',
      required: false,
      in: 'header',
      type: 'string',
    },
    rangeUnit: {
      name: 'Range-Unit',
      description: 'Limiting and Pagination',
      required: false,
      default: 'items',
      in: 'header',
      type: 'string',
    },
    offset: queryParameter('offset', 'Limiting and Pagination'),
    limit: queryParameter('limit', 'Limiting and Pagination'),
    ...Object.fromEntries(perTable),
  };
}
