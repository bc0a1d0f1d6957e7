// Upserts as PostgREST's documentation describes them (references/api/tables_views "Upsert"): POST with
// Prefer: resolution=…, and PUT, the single-row upsert whose URL names the whole primary key with `eq` and nothing
// else, whose payload carries the same key.
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, useConformance } from './harness.ts';

const REPRESENTATION = { Prefer: 'return=representation' };
const FILTERS = {
  code: 'PGRST105',
  message: "Filters must include all and only primary key columns with 'eq' operators",
  details: null,
  hint: null,
};

describe.each(ENGINES)('PostgREST upserts on %s', (engine) => {
  const pgrst = useConformance(engine);

  describe('POST with Prefer: resolution', () => {
    const upsert = (path: string, body: unknown, prefer = 'resolution=merge-duplicates') =>
      pgrst.request('POST', path, { headers: { Prefer: `return=representation, ${prefer}` }, body });

    it('merge-duplicates: 201 when something was inserted, 200 when everything was updated', async () => {
      const mixed = await upsert('/pgr_items?select=id,name', [
        { id: 900, name: 'new' },
        { id: 901, name: 'also new' },
      ]);
      expect([mixed.status, mixed.headers.get('preference-applied')]).toEqual([
        201,
        'resolution=merge-duplicates, return=representation',
      ]);
      const updated = await upsert('/pgr_items?select=id,name', [{ id: 900, name: 'renamed' }]);
      expect([updated.status, updated.json]).toEqual([200, [{ id: 900, name: 'renamed' }]]);
      await pgrst.request('DELETE', '/pgr_items?id=in.(900,901)');
    });

    it('an upsert of key columns only returns the row (existing: 200)', async () => {
      const res = await upsert('/pgr_codes', [{ code: 'a' }]);
      expect([res.status, res.json]).toEqual([200, [{ code: 'a' }]]);
      const both = await upsert('/pgr_codes', [{ code: 'a' }, { code: 'c' }]);
      expect([both.status, both.json]).toEqual([201, [{ code: 'a' }, { code: 'c' }]]);
      await pgrst.request('DELETE', '/pgr_codes?code=eq.c');
    });

    it('an empty upsert is 200 []', async () => {
      const res = await upsert('/pgr_codes', []);
      expect([res.status, res.json]).toEqual([200, []]);
    });

    it('ignore-duplicates: 201 with only the rows inserted', async () => {
      const res = await upsert('/pgr_codes', [{ code: 'a' }, { code: 'd' }], 'resolution=ignore-duplicates');
      expect([res.status, res.json]).toEqual([201, [{ code: 'd' }]]);
      await pgrst.request('DELETE', '/pgr_codes?code=eq.d');
    });

    it('on_conflict names a unique key other than the primary key', async () => {
      const res = await upsert('/pgr_books?on_conflict=title&select=id,pages', [
        { title: 'Changes', pages: 167 },
      ]);
      expect([res.status, res.json]).toEqual([200, [{ id: 4, pages: 167 }]]);
      await pgrst.request('PATCH', '/pgr_books?id=eq.4', { body: { pages: 166 } });
    });

    it('a table without a primary key ignores the resolution', async () => {
      const res = await upsert('/pgr_nopk', [{ a: '1', b: '2' }]);
      expect([res.status, res.json, res.headers.get('preference-applied')]).toEqual([
        201,
        [{ a: '1', b: '2' }],
        'return=representation',
      ]);
      await pgrst.api.db.exec('delete from public.pgr_nopk');
    });
  });

  const put = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    pgrst.request('PUT', path, { headers, body });

  it('inserts a missing row (201), replaces an existing one (200), and is 204 when minimal', async () => {
    const inserted = await put('/pgr_tags?id=eq.10', [{ id: 10, name: 'akan' }], REPRESENTATION);
    expect([inserted.status, inserted.json]).toEqual([201, [{ id: 10, name: 'akan' }]]);
    const replaced = await put('/pgr_tags?id=eq.10&select=name', { id: 10, name: 'twi' }, REPRESENTATION);
    expect([replaced.status, replaced.json, replaced.headers.get('preference-applied')]).toEqual([
      200,
      [{ name: 'twi' }],
      'return=representation',
    ]);
    const minimal = await put('/pgr_tags?id=eq.10', { id: 10, name: 'fante' });
    expect([minimal.status, minimal.text, minimal.headers.get('content-type')]).toEqual([204, '', null]);
    expect((await pgrst.get('/pgr_tags?id=eq.10')).json).toEqual([{ id: 10, name: 'fante' }]);
    await pgrst.request('DELETE', '/pgr_tags?id=eq.10');
  });

  it('a view has the key of the base table it shows: PUT and upserts work through it, 201 new, 200 replaced', async () => {
    const row = { id: 1, title: 'Our Sister Killjoy', author_id: 1, pages: 135 };
    const replaced = await put('/pgr_books_view?id=eq.1', row, REPRESENTATION);
    expect([replaced.status, replaced.json]).toEqual([200, [row]]);
    const merge = { prefer: 'return=representation,resolution=merge-duplicates' };
    const fresh = { id: 50, title: 'Anowa', author_id: 1, pages: 70 };
    const upserted = await pgrst.request('POST', '/pgr_books_view', {
      headers: merge,
      body: [fresh, { ...row, pages: 134 }],
    });
    expect([upserted.status, upserted.json]).toEqual([201, [fresh, { ...row, pages: 134 }]]);
    const again = await pgrst.request('POST', '/pgr_books_view', {
      headers: merge,
      body: { ...fresh, pages: 71 },
    });
    expect([again.status, again.json]).toEqual([200, [{ ...fresh, pages: 71 }]]);
    await pgrst.request('DELETE', '/pgr_books?id=eq.50');
    expect((await pgrst.get('/pgr_books?id=eq.1&select=pages')).json).toEqual([{ pages: 134 }]);
  });

  it('takes the first object of an array and answers a single object when asked', async () => {
    const res = await put(
      '/pgr_tags?id=eq.11',
      [
        { id: 11, name: 'ewe' },
        { id: 12, name: 'ga' },
      ],
      {
        ...REPRESENTATION,
        Accept: 'application/vnd.pgrst.object+json',
      },
    );
    expect([res.status, res.json]).toEqual([201, { id: 11, name: 'ewe' }]);
    expect((await pgrst.get('/pgr_tags?id=eq.12')).json).toEqual([]);
    await pgrst.request('DELETE', '/pgr_tags?id=eq.11');
  });

  it('a composite key needs every key column', async () => {
    const res = await put(
      '/pgr_book_tags?book_id=eq.4&tag_id=eq.2',
      { book_id: 4, tag_id: 2 },
      REPRESENTATION,
    );
    expect([res.status, res.json]).toEqual([201, [{ book_id: 4, tag_id: 2 }]]);
    const partial = await put('/pgr_book_tags?book_id=eq.4', { book_id: 4, tag_id: 2 });
    expect([partial.status, partial.json]).toEqual([405, FILTERS]);
    await pgrst.request('DELETE', '/pgr_book_tags?book_id=eq.4');
  });

  it.each([
    ['a filter on another column', '/pgr_tags?name=eq.akan'],
    ['a negated eq', '/pgr_tags?id=not.eq.10'],
    ['another operator', '/pgr_tags?id=in.(10)'],
    ['a logic tree', '/pgr_tags?and=(id.eq.10)'],
    ['a key filter plus another', '/pgr_tags?id=eq.10&name=eq.akan'],
    ['a table without a primary key', '/pgr_nopk?a=eq.x&b=eq.y'],
  ])('%s is 405 PGRST105', async (_name, path) => {
    const res = await put(path, { id: 10, name: 'akan', a: 'x', b: 'y' });
    expect([res.status, res.json]).toEqual([405, FILTERS]);
  });

  it('limit or offset is 400 PGRST114', async () => {
    for (const modifier of ['limit=1', 'offset=1']) {
      const res = await put(`/pgr_tags?id=eq.10&${modifier}`, { id: 10, name: 'akan' });
      expectError(res, 400, {
        code: 'PGRST114',
        message: 'limit/offset querystring parameters are not allowed for PUT',
      });
    }
  });

  it('a payload key that differs from the URL is 400 PGRST115, and nothing changes', async () => {
    const res = await put('/pgr_tags?id=eq.1', { id: 2, name: 'renamed' });
    expectError(res, 400, {
      code: 'PGRST115',
      message: 'Payload values do not match URL in primary key column(s)',
    });
    expect((await pgrst.get('/pgr_tags?id=in.(1,2)&order=id')).json).toEqual([
      { id: 1, name: 'classic' },
      { id: 2, name: 'ghana' },
    ]);
  });
});
