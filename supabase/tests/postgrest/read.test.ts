// Reading tables and views, as PostgREST's documentation describes it (references/api/tables_views,
// pagination_count, resource_representation, url_grammar).
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, useConformance } from './harness.ts';

const ids = (json: unknown) => (json as { id: number }[]).map((r) => r.id);

describe.each(ENGINES)('PostgREST reads on %s', (engine) => {
  const pgrst = useConformance(engine);

  describe('operators', () => {
    /** `filter` on `table` selects the rows with the `expected` ids. */
    const expectIds = async (table: string, filter: string, expected: number[]) => {
      const res = await pgrst.get(`/${table}?select=id&order=id&${filter}`);
      expect([res.status, ids(res.json)]).toEqual([200, expected]);
    };

    it.each([
      ['eq', 'id=eq.2', [2]],
      ['neq', 'id=neq.2', [1, 3]],
      ['gt / gte / lt / lte', 'id=gt.1&id=lte.3', [2, 3]],
      ['like with * as wildcard', 'name=like.*Achebe', [2]],
      ['ilike', 'name=ilike.*ARMAH*', [3]],
      ['match (regular expression)', 'name=match.^A[a-z]%2B%20A', [1]],
      ['imatch', 'name=imatch.^chinua', [2]],
      ['in', 'id=in.(1,3)', [1, 3]],
      ['in with a quoted value holding a comma', 'name=in.("Achebe, Chinua","Ayi Kwei Armah")', [3]],
      ['is null / not_null', 'bio=is.null', [2]],
      ['is not_null', 'born=is.not_null', [1, 2]],
      ['is reads its word in any case', 'bio=is.NULL&born=is.Not_Null', [2]],
      ['isdistinct', 'country=isdistinct.Ghana', [2]],
      ['not', 'country=not.eq.Ghana', [2]],
      ['cs on an array', 'tags=cs.{novel,play}', [1]],
      ['cd on an array', 'tags=cd.{novel,essay,play}', [1, 2, 3]],
      ['ov on an array', 'tags=ov.{play,essay}', [1, 3]],
      ['cs on jsonb', 'meta=cs.{"awards":5}', [2]],
      ['like(any)', 'name=like(any).{Ama*,Ayi*}', [1, 3]],
      ['like(all)', 'name=like(all).{A*,*Armah}', [3]],
      ['eq(any)', 'id=eq(any).{1,2}', [1, 2]],
      ['a filter on a JSON path', 'meta->>awards=eq.5', [2]],
      ['a filter on a JSON path as jsonb', 'meta->awards=gt.1', [1, 2]],
      ['or', 'or=(id.eq.1,country.eq.Nigeria)', [1, 2]],
      ['nested and inside or', 'or=(id.eq.2,and(country.eq.Ghana,bio.eq.novelist))', [2, 3]],
      ['not.or', 'not.or=(id.eq.1,id.eq.2)', [3]],
      ['quoted values with reserved characters in or', 'or=(name.eq."Chinua Achebe",id.eq.3)', [2, 3]],
      ['a quoted column name', '"Display Name"=eq.Aidoo', [1]],
    ])('%s', (_name, filter, expected) => expectIds('pgr_authors', filter, expected));

    it.each([
      // PostgREST: nxr is "does not extend to the right of" (&<), nxl "does not extend to the left of" (&>).
      ['period=nxr.[1960,1970)', [2, 3]],
      ['period=nxl.[1960,1970)', [1, 3, 4]],
      ['period=sl.[1960,1970)', [2]],
      ['period=sr.[1960,1970)', [1, 4]],
      ['period=adj.[1959,1968)', [2, 3]],
      ['period=ov.[1968,1978)', [1, 3]],
      ['summary=fts.village', [2]],
      ['summary=plfts.travel return', [1]],
      ['summary=phfts(english).the city', [3]],
      ['summary=wfts.corruption -village', [3]],
    ])('%s on ranges and text search', (filter, expected) => expectIds('pgr_books', filter, expected));

    it('an unknown operator is a PGRST100 parse error', async () => {
      const res = await pgrst.get('/pgr_authors?id=equals.1');
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'PGRST100' });
      expect(res.headers.get('proxy-status')).toBe('PostgREST; error=PGRST100');
    });
  });

  describe('select', () => {
    it('renames, casts, reads JSON paths and quoted names', async () => {
      const res = await pgrst.get(
        '/pgr_authors?select=id,fullName:name,born::text,city:meta->>city,meta->awards,"Display Name"&id=eq.1',
      );
      expect(res.json).toEqual([
        {
          id: 1,
          fullName: 'Ama Ata Aidoo',
          born: '1942-03-23',
          city: 'Saltpond',
          awards: 2,
          'Display Name': 'Aidoo',
        },
      ]);
    });

    it('an unknown column is PostgreSQL error 42703 with status 400', async () => {
      const res = await pgrst.get('/pgr_authors?select=id,nope');
      expect([res.status, (res.json as { code: string }).code]).toEqual([400, '42703']);
    });

    it('computed fields are selected and filtered like columns', async () => {
      const res = await pgrst.get('/pgr_books?select=id,pgr_full_title&pgr_full_title=like.Changes*');
      expect(res.json).toEqual([{ id: 4, pgr_full_title: 'Changes (166 pages)' }]);
    });
  });

  describe('order', () => {
    it('orders by several columns with nulls placement, and by a JSON path', async () => {
      const nulls = await pgrst.get('/pgr_authors?select=id&order=born.desc.nullsfirst,id');
      expect(ids(nulls.json)).toEqual([3, 1, 2]);
      const json = await pgrst.get('/pgr_authors?select=id&order=meta->awards.desc.nullslast');
      expect(ids(json.json)).toEqual([2, 1, 3]);
    });
  });

  describe('pagination and counting', () => {
    it('limit and offset, with Content-Range', async () => {
      const res = await pgrst.get('/pgr_authors?select=id&order=id&limit=2&offset=1');
      expect([res.status, ids(res.json), res.headers.get('content-range')]).toEqual([200, [2, 3], '1-2/*']);
    });

    it('the Range header pages too', async () => {
      const res = await pgrst.get('/pgr_authors?select=id&order=id', { Range: '0-1', 'Range-Unit': 'items' });
      expect([res.status, ids(res.json), res.headers.get('content-range')]).toEqual([200, [1, 2], '0-1/*']);
    });

    it('count=exact fills in the total and answers 206 for a partial page', async () => {
      const res = await pgrst.get('/pgr_authors?select=id&order=id&limit=2', { Prefer: 'count=exact' });
      expect([res.status, res.headers.get('content-range')]).toEqual([206, '0-1/3']);
      expect(res.headers.get('preference-applied')).toBe('count=exact');
      const all = await pgrst.get('/pgr_authors?select=id', { Prefer: 'count=exact' });
      expect([all.status, all.headers.get('content-range')]).toEqual([200, '0-2/3']);
    });

    it('count=planned and count=estimated use the planner on an analyzed table', async () => {
      await pgrst.api.db.exec('analyze public.pgr_authors');
      for (const count of ['planned', 'estimated']) {
        const res = await pgrst.get('/pgr_authors?select=id', { Prefer: `count=${count}` });
        expect([res.status, res.headers.get('content-range'), res.headers.get('preference-applied')]).toEqual(
          [200, '0-2/3', `count=${count}`],
        );
      }
    });

    it('an empty page is */0 with count; beyond the end is 416 PGRST103', async () => {
      const empty = await pgrst.get('/pgr_authors?id=eq.99', { Prefer: 'count=exact' });
      expect([empty.status, empty.text, empty.headers.get('content-range')]).toEqual([200, '[]', '*/0']);
      const beyond = await pgrst.get('/pgr_authors?offset=5', { Prefer: 'count=exact' });
      expectError(beyond, 416, {
        code: 'PGRST103',
        message: 'Requested range not satisfiable',
        details: 'An offset of 5 was requested, but there are only 3 rows.',
      });
      expect(beyond.headers.get('content-range')).toBe('*/3');
    });

    it('HEAD answers the headers alone', async () => {
      const res = await pgrst.request('HEAD', '/pgr_authors', { headers: { Prefer: 'count=exact' } });
      expect([res.status, res.text, res.headers.get('content-range')]).toEqual([200, '', '0-2/3']);
    });
  });

  describe('representations', () => {
    it('the singular media type returns one object, or 406 PGRST116', async () => {
      const one = await pgrst.get('/pgr_authors?select=id,name&id=eq.2', {
        Accept: 'application/vnd.pgrst.object+json',
      });
      expect([one.status, one.json, one.headers.get('content-type')]).toEqual([
        200,
        { id: 2, name: 'Chinua Achebe' },
        'application/vnd.pgrst.object+json; charset=utf-8',
      ]);
      const many = await pgrst.get('/pgr_authors', { Accept: 'application/vnd.pgrst.object+json' });
      expectError(many, 406, {
        code: 'PGRST116',
        message: 'Cannot coerce the result to a single JSON object',
        details: 'The result contains 3 rows',
      });
    });

    it('text/csv: a header row and one line per row, PostgreSQL record quoting', async () => {
      const res = await pgrst.get('/pgr_authors?select=id,name,bio&order=id', { Accept: 'text/csv' });
      expect([res.status, res.headers.get('content-type')]).toEqual([200, 'text/csv; charset=utf-8']);
      expect(res.text).toBe(
        'id,name,bio\n1,"Ama Ata Aidoo","playwright and poet"\n2,"Chinua Achebe",\n3,"Ayi Kwei Armah",novelist',
      );
    });

    it('nulls=stripped leaves null values out', async () => {
      const res = await pgrst.get('/pgr_authors?select=id,bio,born&id=in.(2,3)&order=id', {
        Accept: 'application/vnd.pgrst.array+json;nulls=stripped',
      });
      expect([res.status, res.json]).toEqual([
        200,
        [
          { id: 2, born: '1930-11-16' },
          { id: 3, bio: 'novelist' },
        ],
      ]);
      expect(res.headers.get('content-type')).toBe(
        'application/vnd.pgrst.array+json;nulls=stripped; charset=utf-8',
      );
    });

    it('an unknown media type is 406 PGRST107', async () => {
      const res = await pgrst.get('/pgr_authors', { Accept: 'application/xml' });
      expectError(res, 406, {
        code: 'PGRST107',
        message: 'None of these media types are available: application/xml',
      });
    });

    it('views read like tables', async () => {
      const res = await pgrst.get('/pgr_books_view?select=title&pages=gt.180&order=id');
      expect(res.json).toEqual([{ title: 'Things Fall Apart' }, { title: 'The Beautyful Ones' }]);
    });

    it('an unknown table is 404 PGRST205', async () => {
      const res = await pgrst.get('/pgr_nothing');
      expect([res.status, (res.json as { code: string }).code]).toEqual([404, 'PGRST205']);
    });
  });
});
