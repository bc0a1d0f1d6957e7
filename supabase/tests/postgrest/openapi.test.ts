// The OpenAPI root (references/api/openapi), behind hosted Supabase's gateway: a secret key only (changelog 42949).
import { describe, expect, it } from 'vitest';
import { DEFAULT_JWT_SECRET } from '../../local/config.ts';
import { JwtService } from '../../local/jwt.ts';
import { ENGINES, expectError, useConformance } from './harness.ts';

type Doc = {
  info: Record<string, string>;
  paths: Record<string, Record<string, { parameters: unknown[]; summary?: string; description?: string }>>;
  definitions: Record<
    string,
    { required?: string[]; description?: string; properties: Record<string, unknown> }
  >;
  parameters: Record<string, unknown>;
};

describe.each(ENGINES)('PostgREST OpenAPI on %s', (engine) => {
  const pgrst = useConformance(engine);
  const asService = (headers: Record<string, string> = {}) =>
    pgrst.get('/', { apikey: pgrst.api.serviceRoleKey, ...headers });
  const refused = {
    message: 'Access to schema is forbidden',
    hint: 'Accessing the schema via the Data API is only allowed using a secret API key.',
  };

  it('anon and signed-in keys get the gateway refusal (403); the service key the Swagger 2.0 document', async () => {
    const anon = await pgrst.get('/');
    expect([anon.status, anon.json]).toEqual([403, refused]);
    const user = await new JwtService(DEFAULT_JWT_SECRET).sign({
      role: 'authenticated',
      sub: crypto.randomUUID(),
    });
    const signedIn = await pgrst.get('/', { authorization: `Bearer ${user}` });
    expect([signedIn.status, signedIn.json]).toEqual([403, refused]);
    const head = await pgrst.request('HEAD', '/');
    expect(head.status).toBe(403);
    const service = await asService();
    expect(service.status).toBe(200);
    expect(service.headers.get('content-type')).toBe('application/openapi+json; charset=utf-8');
    expect(service.json).toMatchObject({
      swagger: '2.0',
      basePath: '/',
      schemes: ['http'],
      host: new URL(pgrst.api.url).host,
      consumes: [
        'application/json',
        'application/vnd.pgrst.object+json;nulls=stripped',
        'application/vnd.pgrst.object+json',
        'text/csv',
      ],
      externalDocs: {
        description: 'PostgREST Documentation',
        url: 'https://postgrest.org/en/v14/references/api.html',
      },
    });
    const asOpenApi = await asService({ accept: 'application/openapi+json' });
    expect(asOpenApi.status).toBe(200);
    const csv = await asService({ accept: 'text/csv' });
    expectError(csv, 406, { code: 'PGRST107', message: 'None of these media types are available: text/csv' });
    const v2 = (await asService({ 'accept-profile': 'v2' })).json as Doc;
    expect(v2.info).toMatchObject({ title: 'Version two', description: 'of the API' });
    expect(Object.keys(v2.paths)).toEqual(['/', '/pgr_things']);
  });

  it('a table path: rowFilter.<table>.<column> parameters, writes, and its comment as summary and description', async () => {
    const doc = (await asService()).json as Doc;
    const rowFilters = [
      'id',
      'author_id',
      'editor_id',
      'title',
      'pages',
      'published',
      'period',
      'summary',
    ].map((c) => ({ $ref: `#/parameters/rowFilter.pgr_books.${c}` }));
    const refs = (...names: string[]) => names.map((n) => ({ $ref: `#/parameters/${n}` }));
    const books = doc.paths['/pgr_books']!;
    expect(books.get).toMatchObject({
      tags: ['pgr_books'],
      summary: 'Books in print',
      description: 'One row per edition.',
      parameters: [
        ...rowFilters,
        ...refs('select', 'order', 'range', 'rangeUnit', 'offset', 'limit', 'preferCount'),
      ],
      responses: {
        200: { description: 'OK', schema: { items: { $ref: '#/definitions/pgr_books' }, type: 'array' } },
        206: { description: 'Partial Content' },
      },
    });
    expect(books.post!.parameters).toEqual(refs('body.pgr_books', 'select', 'preferPost'));
    expect(books.patch!.parameters).toEqual([...rowFilters, ...refs('body.pgr_books', 'preferReturn')]);
    expect(books.delete!.parameters).toEqual([...rowFilters, ...refs('preferReturn')]);
    expect(doc.paths['/pgr_authors']!.get).toMatchObject({ summary: 'People who write books' });
    expect(doc.paths['/pgr_authors']!.get!.description).toBeUndefined();
    expect(Object.keys(doc.paths['/pgr_author_counts']!)).toEqual(['get']);
    expect(doc.parameters['rowFilter.pgr_authors.name']).toEqual({
      name: 'name',
      description: 'As printed on the cover',
      required: false,
      in: 'query',
      type: 'string',
    });
    expect(doc.parameters.preferPost).toEqual({
      name: 'Prefer',
      description: 'Preference',
      required: false,
      enum: [
        'return=representation',
        'return=minimal',
        'return=none',
        'resolution=ignore-duplicates',
        'resolution=merge-duplicates',
      ],
      in: 'header',
      type: 'string',
    });
  });

  it('definitions: keys noted, not-null columns required, a view keyed and referring to the table', async () => {
    const doc = (await asService()).json as Doc;
    const books = doc.definitions.pgr_books!;
    expect(books.required).toEqual(['id', 'title']);
    expect(books.properties).toMatchObject({
      id: { description: 'Note:\nThis is a Primary Key.<pk/>', format: 'integer', type: 'integer' },
      author_id: {
        description: "Note:\nThis is a Foreign Key to `pgr_authors.id`.<fk table='pgr_authors' column='id'/>",
        format: 'integer',
        type: 'integer',
      },
      published: { default: true, format: 'boolean', type: 'boolean' },
      period: { format: 'int4range', type: 'string' },
    });
    expect(doc.definitions.pgr_authors!.properties.name).toEqual({
      description: 'As printed on the cover',
      format: 'text',
      type: 'string',
    });
    const view = doc.definitions.pgr_books_view!;
    expect(view.required).toBeUndefined();
    expect(view.properties).toMatchObject({
      id: { description: 'Note:\nThis is a Primary Key.<pk/>' },
      author_id: { description: expect.stringContaining("<fk table='pgr_authors' column='id'/>") },
    });
  });

  it("PostgreSQL's types become Swagger's, with defaults, lengths and enums as PostgREST maps them", async () => {
    const doc = (await asService()).json as Doc;
    const types = doc.definitions.pgr_openapi_types!;
    expect(types.required).toEqual(['id', 'a_stamp']);
    expect(types.properties).toEqual({
      id: { description: 'Note:\nThis is a Primary Key.<pk/>', format: 'bigint', type: 'integer' },
      a_varchar: { format: 'character varying', maxLength: 40, type: 'string' },
      a_char: { format: 'character', maxLength: 1, type: 'string' },
      a_text: { default: 'plain', format: 'text', type: 'string' },
      a_boolean: { default: false, format: 'boolean', type: 'boolean' },
      a_integer: { default: 42, format: 'integer', type: 'integer' },
      a_numeric: { default: 42.2, format: 'numeric', type: 'number' },
      a_double: { format: 'double precision', type: 'number' },
      a_json: { format: 'json' },
      a_text_arr: { format: 'text[]', type: 'array', items: { type: 'string' } },
      a_jsonb_arr: { format: 'jsonb[]', type: 'array', items: {} },
      a_date: { default: '1900-01-01', format: 'date', type: 'string' },
      a_stamp: { default: 'now()', format: 'timestamp with time zone', type: 'string' },
      a_format: {
        default: 'paperback',
        enum: ['hardback', 'paperback'],
        format: 'pgr_format',
        type: 'string',
      },
    });
  });

  it('functions: /rpc/<fn> with its arguments; GET only when not volatile; uncallable ones left out', async () => {
    const doc = (await asService()).json as Doc;
    const add = doc.paths['/rpc/pgr_add']!;
    expect(add.post).toMatchObject({
      tags: ['(rpc) pgr_add'],
      summary: 'Adds two numbers',
      description: 'for the tests',
      produces: [
        'application/json',
        'application/vnd.pgrst.object+json;nulls=stripped',
        'application/vnd.pgrst.object+json',
      ],
      parameters: [
        {
          name: 'args',
          required: true,
          in: 'body',
          schema: {
            description: 'Adds two numbers\nfor the tests',
            required: ['a', 'b'],
            properties: {
              a: { format: 'integer', type: 'integer' },
              b: { format: 'integer', type: 'integer' },
            },
            type: 'object',
          },
        },
        { $ref: '#/parameters/preferParams' },
      ],
    });
    expect(add.get!.parameters).toEqual([
      { name: 'a', required: true, in: 'query', format: 'integer', type: 'integer' },
      { name: 'b', required: true, in: 'query', format: 'integer', type: 'integer' },
    ]);
    expect(Object.keys(doc.paths['/rpc/pgr_bump']!)).toEqual(['post']);
    const scale = doc.paths['/rpc/pgr_scale']!.post!.parameters[0] as { schema: { required: string[] } };
    expect(scale.schema.required).toEqual(['x']);
    expect(doc.paths['/rpc/pgr_full_title']).toBeUndefined();
    expect(doc.paths['/rpc/pgr_whole']).toBeDefined();
  });

  it("lists only what the request's role may reach (openapi-mode follow-privileges)", async () => {
    const service = (await asService()).json as Doc;
    expect(service.paths['/pgr_ledger']).toBeDefined();
    expect(service.paths['/rpc/pgr_ledger_total']).toBeDefined();
    const user = await new JwtService(DEFAULT_JWT_SECRET).sign({
      role: 'authenticated',
      sub: crypto.randomUUID(),
    });
    const asUser = (await asService({ authorization: `Bearer ${user}` })).json as Doc;
    expect(asUser.paths['/pgr_books']).toBeDefined();
    expect(asUser.paths['/pgr_ledger']).toBeUndefined();
    expect(asUser.definitions.pgr_ledger).toBeUndefined();
    expect(asUser.paths['/rpc/pgr_ledger_total']).toBeUndefined();
  });
});
