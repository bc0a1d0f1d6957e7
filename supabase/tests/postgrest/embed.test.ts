// Resource embedding, as PostgREST's documentation describes it (references/api/resource_embedding).
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, useConformance } from './harness.ts';

describe.each(ENGINES)('PostgREST embedding on %s', (engine) => {
  const pgrst = useConformance(engine);

  it('many-to-one is an object, disambiguated by the foreign key or its column', async () => {
    const byKey = await pgrst.get(
      '/pgr_books?select=title,author:pgr_authors!pgr_books_author_id_fkey(name)&id=eq.1',
    );
    expect(byKey.json).toEqual([{ title: 'Our Sister Killjoy', author: { name: 'Ama Ata Aidoo' } }]);
    const byColumn = await pgrst.get('/pgr_books?select=title,editor:pgr_authors!editor_id(name)&id=eq.3');
    expect(byColumn.json).toEqual([{ title: 'The Beautyful Ones', editor: null }]);
    const columnAsName = await pgrst.get('/pgr_books?select=title,author_id(name)&id=eq.2');
    expect(columnAsName.json).toEqual([{ title: 'Things Fall Apart', author_id: { name: 'Chinua Achebe' } }]);
  });

  it('two foreign keys to one table are ambiguous: 300 PGRST201 with every candidate', async () => {
    const res = await pgrst.get('/pgr_books?select=title,pgr_authors(name)');
    expect([res.status, res.json]).toEqual([
      300,
      {
        code: 'PGRST201',
        details: [
          {
            cardinality: 'many-to-one',
            embedding: 'pgr_books with pgr_authors',
            relationship: 'pgr_books_author_id_fkey using pgr_books(author_id) and pgr_authors(id)',
          },
          {
            cardinality: 'many-to-one',
            embedding: 'pgr_books with pgr_authors',
            relationship: 'pgr_books_editor_id_fkey using pgr_books(editor_id) and pgr_authors(id)',
          },
        ],
        hint: "Try changing 'pgr_authors' to one of the following: 'pgr_authors!pgr_books_author_id_fkey', 'pgr_authors!pgr_books_editor_id_fkey'. Find the desired relationship in the 'details' key.",
        message:
          "Could not embed because more than one relationship was found for 'pgr_books' and 'pgr_authors'",
      },
    ]);
  });

  it('one-to-many is an array, shaped by embedded filters, order and limit', async () => {
    const res = await pgrst.get(
      '/pgr_authors?select=name,pgr_books!author_id(title)&id=eq.1&pgr_books.order=title.desc&pgr_books.limit=1',
    );
    expect(res.json).toEqual([{ name: 'Ama Ata Aidoo', pgr_books: [{ title: 'Our Sister Killjoy' }] }]);
    const filtered = await pgrst.get(
      '/pgr_authors?select=id,books:pgr_books!author_id(id)&books.pages=gt.150&order=id',
    );
    expect(filtered.json).toEqual([
      { id: 1, books: [{ id: 4 }] },
      { id: 2, books: [{ id: 2 }] },
      { id: 3, books: [{ id: 3 }] },
    ]);
  });

  it('one-to-one (foreign key that is the primary key, or unique) is an object both ways', async () => {
    const details = await pgrst.get('/pgr_books?select=id,pgr_book_details(isbn)&id=in.(1,3)&order=id');
    expect(details.json).toEqual([
      { id: 1, pgr_book_details: { isbn: '978-0582642720' } },
      { id: 3, pgr_book_details: null },
    ]);
    const profile = await pgrst.get('/pgr_authors?select=id,pgr_profiles(handle)&id=in.(1,3)&order=id');
    expect(profile.json).toEqual([
      { id: 1, pgr_profiles: { handle: '@aidoo' } },
      { id: 3, pgr_profiles: null },
    ]);
    const back = await pgrst.get('/pgr_profiles?select=handle,pgr_authors(name)&author_id=eq.2');
    expect(back.json).toEqual([{ handle: '@achebe', pgr_authors: { name: 'Chinua Achebe' } }]);
  });

  it('many-to-many through a junction table', async () => {
    const res = await pgrst.get('/pgr_books?select=id,pgr_tags(name)&id=eq.2&pgr_tags.order=name');
    expect(res.json).toEqual([{ id: 2, pgr_tags: [{ name: 'classic' }, { name: 'nigeria' }] }]);
    const back = await pgrst.get('/pgr_tags?select=name,pgr_books(id)&id=eq.2&pgr_books.order=id');
    expect(back.json).toEqual([{ name: 'ghana', pgr_books: [{ id: 1 }, { id: 3 }] }]);
  });

  it('a self-reference: the table name embeds the children, the foreign key column the parent', async () => {
    const children = await pgrst.get('/pgr_employees?select=name,pgr_employees(name)&id=eq.1');
    expect(children.json).toEqual([{ name: 'Director', pgr_employees: [{ name: 'Editor' }] }]);
    const parent = await pgrst.get('/pgr_employees?select=name,manager:manager_id(name)&id=eq.2');
    expect(parent.json).toEqual([{ name: 'Editor', manager: { name: 'Director' } }]);
  });

  it('computed relationships embed as their row estimate says: rows 1 is to-one', async () => {
    const res = await pgrst.get('/pgr_employees?select=name,pgr_manager(name),pgr_reports(name)&id=eq.2');
    expect(res.json).toEqual([
      { name: 'Editor', pgr_manager: { name: 'Director' }, pgr_reports: [{ name: 'Assistant' }] },
    ]);
  });

  it('computed relationships of a table embed like foreign keys', async () => {
    const res = await pgrst.get('/pgr_authors?select=id,pgr_written(title)&id=eq.3');
    expect(res.json).toEqual([{ id: 3, pgr_written: [{ title: 'The Beautyful Ones' }] }]);
  });

  it('views embed through their base tables', async () => {
    const res = await pgrst.get('/pgr_books_view?select=title,author:pgr_authors(name)&id=eq.2');
    expect(res.json).toEqual([{ title: 'Things Fall Apart', author: { name: 'Chinua Achebe' } }]);
    const reverse = await pgrst.get('/pgr_authors?select=id,pgr_books_view(title)&id=eq.3');
    expect(reverse.json).toEqual([{ id: 3, pgr_books_view: [{ title: 'The Beautyful Ones' }] }]);
  });

  it('!inner, is.null and not.is.null filter the parents; or reaches across embeds', async () => {
    const inner = await pgrst.get('/pgr_books?select=id,pgr_book_details!inner(isbn)&order=id');
    expect(inner.json).toEqual([
      { id: 1, pgr_book_details: { isbn: '978-0582642720' } },
      { id: 2, pgr_book_details: { isbn: '978-0385474542' } },
    ]);
    const anti = await pgrst.get('/pgr_books?select=id,pgr_book_details()&pgr_book_details=is.null&order=id');
    expect(anti.json).toEqual([{ id: 3 }, { id: 4 }]);
    const either = await pgrst.get(
      '/pgr_books?select=id,pgr_book_details(),pgr_tags()&pgr_tags.name=eq.ghana&or=(pgr_book_details.not.is.null,pgr_tags.not.is.null)&order=id',
    );
    expect(either.json).toEqual([{ id: 1 }, { id: 2 }, { id: 3 }]);
  });

  it('the parents are ordered by a to-one embed', async () => {
    const res = await pgrst.get(
      '/pgr_books?select=id,author:pgr_authors!author_id(name)&order=author(name).desc,id',
    );
    expect((res.json as { id: number }[]).map((b) => b.id)).toEqual([2, 3, 1, 4]);
    const notToOne = await pgrst.get('/pgr_authors?select=id,pgr_books!author_id(id)&order=pgr_books(id)');
    expectError(notToOne, 400, {
      code: 'PGRST118',
      message: "A related order on 'pgr_books' is not possible",
      details: "'pgr_authors' and 'pgr_books' do not form a many-to-one or one-to-one relationship",
    });
  });

  it('a to-one embed spreads into the parent', async () => {
    const res = await pgrst.get('/pgr_books?select=title,...pgr_authors!author_id(author:name)&id=eq.2');
    expect(res.json).toEqual([{ title: 'Things Fall Apart', author: 'Chinua Achebe' }]);
  });

  it('a to-many spread needs aggregates, which hosted leaves off: 400 PGRST123, whatever is inside it', async () => {
    // PostgREST 13+'s SpreadQueriesSpec, "fails when it's a one-to-many relationship and aggregates are disabled".
    const refused = {
      code: 'PGRST123',
      details: null,
      hint: null,
      message: 'Use of aggregate functions is not allowed',
    };
    for (const select of [
      'name,...pgr_books!author_id(titles:title)',
      'name,...pgr_books!author_id(title,...pgr_book_details(isbn))',
      'id,...pgr_tags(tags:name)',
      'name,...pgr_written(title)',
    ]) {
      const table = select.startsWith('id') ? 'pgr_books' : 'pgr_authors';
      const res = await pgrst.get(`/${table}?select=${select}`);
      expect([select, res.status, res.json]).toEqual([select, 400, refused]);
    }
    const toOneInsideToMany = await pgrst.get(
      '/pgr_authors?select=name,pgr_books!author_id(title,...pgr_book_details(isbn))&id=eq.2',
    );
    expect(toOneInsideToMany.json).toEqual([
      { name: 'Chinua Achebe', pgr_books: [{ title: 'Things Fall Apart', isbn: '978-0385474542' }] },
    ]);
  });

  it('no relationship is 400 PGRST200; a filter on an embed that is not selected is 400 PGRST108', async () => {
    const none = await pgrst.get('/pgr_codes?select=code,pgr_books(id)');
    expect(none.status).toBe(400);
    expect(none.json).toMatchObject({
      code: 'PGRST200',
      details:
        "Searched for a foreign key relationship between 'pgr_codes' and 'pgr_books' in the schema 'public', but no matches were found.",
      message: "Could not find a relationship between 'pgr_codes' and 'pgr_books' in the schema cache",
    });
    const notEmbedded = await pgrst.get('/pgr_authors?select=id&pgr_books.id=eq.1');
    expect([notEmbedded.status, (notEmbedded.json as { code: string }).code]).toEqual([400, 'PGRST108']);
  });

  it('aggregates are refused as hosted Supabase refuses them (db-aggregates-enabled is off)', async () => {
    const res = await pgrst.get('/pgr_books?select=pages.sum()');
    expectError(res, 400, { code: 'PGRST123', message: 'Use of aggregate functions is not allowed' });
    const count = await pgrst.get('/pgr_authors?select=count()');
    expect((count.json as { code: string }).code).toBe('PGRST123');
  });

  it('embeds after a write', async () => {
    const res = await pgrst.request('POST', '/pgr_books?select=title,author:pgr_authors!author_id(name)', {
      headers: { Prefer: 'return=representation', Accept: 'application/vnd.pgrst.object+json' },
      body: { id: 50, author_id: 3, title: 'Fragments', pages: 288 },
    });
    expect([res.status, res.json]).toEqual([201, { title: 'Fragments', author: { name: 'Ayi Kwei Armah' } }]);
    await pgrst.request('DELETE', '/pgr_books?id=eq.50');
  });
});
