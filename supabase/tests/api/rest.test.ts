import { describe, expect, it } from 'vitest';
import { withRestApi } from './rest-fixture.ts';

// PostgREST's grammar through supabase-js, as the apps call it.
const rest = withRestApi();

describe('select', () => {
  it('returns columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await rest.db
      .from('pgr_authors')
      .select('id, fullName:name, born::text, city:meta->>city, awards:meta->awards')
      .order('id');
    expect(error).toBeNull();
    expect(data![0]).toEqual({
      id: 1,
      fullName: 'Ama Ata Aidoo',
      born: '1942-03-23',
      city: 'Saltpond',
      awards: 2,
    });
    expect(data![2]).toEqual({ id: 3, fullName: 'Ayi Kwei Armah', born: null, city: null, awards: null });
  });

  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data } = await rest.db
      .from('pgr_book_tags')
      .select('tag_id, book:pgr_books(title)')
      .eq('book_id', 1);
    expect(data).toEqual([{ tag_id: 2, book: { title: 'Our Sister Killjoy' } }]);
    const books = await rest.db.from('pgr_books').select('title, pgr_book_tags(tag_id)').eq('id', 2).single();
    expect(books.data).toEqual({ title: 'Things Fall Apart', pgr_book_tags: [{ tag_id: 1 }, { tag_id: 3 }] });
  });

  it('asks for a hint when two foreign keys match, and uses it', async () => {
    const ambiguous = await rest.db.from('pgr_books').select('title, pgr_authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const { data } = await rest.db
      .from('pgr_books')
      .select('title, author:pgr_authors!author_id(name), editor:pgr_authors!editor_id(name)')
      .eq('id', 1);
    expect(data).toEqual([
      { title: 'Our Sister Killjoy', author: { name: 'Ama Ata Aidoo' }, editor: { name: 'Chinua Achebe' } },
    ]);
  });

  it('filters parents through !inner and embedded filters, orders and limits embeds', async () => {
    const { data } = await rest.db
      .from('pgr_books')
      .select('title, pgr_book_tags!inner(tag_id)')
      .eq('pgr_book_tags.tag_id', 1)
      .order('id');
    expect(data!.map((b) => b.title)).toEqual(['Things Fall Apart', 'The Beautyful Ones']);
    const top = await rest.db
      .from('pgr_books')
      .select('title, pgr_book_tags(tag_id)')
      .eq('id', 2)
      .order('tag_id', { referencedTable: 'pgr_book_tags', ascending: false })
      .limit(1, { referencedTable: 'pgr_book_tags' });
    expect(top.data).toEqual([{ title: 'Things Fall Apart', pgr_book_tags: [{ tag_id: 3 }] }]);
    const untagged = await rest.db
      .from('pgr_books')
      .select('title, pgr_book_tags()')
      .is('pgr_book_tags', null);
    expect(untagged.data).toEqual([{ title: 'Changes' }]);
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await rest.db
      .from('pgr_books')
      .select('title, ...pgr_authors!author_id(author:name)')
      .eq('id', 3);
    expect(data).toEqual([{ title: 'The Beautyful Ones', author: 'Ayi Kwei Armah' }]);
  });
});

describe('filters', () => {
  const base = () => rest.db.from('pgr_books').select('title').order('id');
  type Q = ReturnType<typeof base>;
  const titles = async (build: (q: Q) => Q) => {
    const { data } = await build(base());
    return (data as { title: string }[]).map((row) => row.title);
  };
  it.each([
    ['eq', (q: Q) => q.eq('pages', 134), ['Our Sister Killjoy']],
    ['neq', (q: Q) => q.neq('pages', 134), ['Things Fall Apart', 'The Beautyful Ones', 'Changes']],
    ['gt/lt', (q: Q) => q.gt('pages', 150).lt('pages', 200), ['The Beautyful Ones', 'Changes']],
    ['gte/lte', (q: Q) => q.gte('pages', 166).lte('pages', 183), ['The Beautyful Ones', 'Changes']],
    ['like', (q: Q) => q.like('title', '%Fall%'), ['Things Fall Apart']],
    [
      'ilike',
      (q: Q) => q.ilike('title', 'the%'),
      ['Things Fall Apart', 'The Beautyful Ones'].filter((t) => t.startsWith('The')),
    ],
    ['is null', (q: Q) => q.is('summary', null), ['Changes']],
    ['in', (q: Q) => q.in('pages', [134, 166]), ['Our Sister Killjoy', 'Changes']],
    ['in with commas', (q: Q) => q.in('title', ['Changes', 'a,b']), ['Changes']],
    ['not', (q: Q) => q.not('summary', 'is', null).not('pages', 'in', '(134,209)'), ['The Beautyful Ones']],
    ['or', (q: Q) => q.or('pages.eq.134,title.eq.Changes'), ['Our Sister Killjoy', 'Changes']],
    [
      'or with and',
      (q: Q) => q.or('pages.gt.200,and(pages.lt.170,summary.is.null)'),
      ['Things Fall Apart', 'Changes'],
    ],
    ['match', (q: Q) => q.match({ author_id: 1, pages: 166 }), ['Changes']],
    ['filter', (q: Q) => q.filter('title', 'imatch', '^our'), ['Our Sister Killjoy']],
    [
      'textSearch',
      (q: Q) => q.textSearch('summary', 'village', { config: 'english' }),
      ['Things Fall Apart'],
    ],
    [
      'textSearch websearch',
      (q: Q) => q.textSearch('summary', 'travel -village', { type: 'websearch' }),
      ['Our Sister Killjoy'],
    ],
  ] as [string, (q: Q) => Q, string[]][])('%s', async (_name, build, expected) => {
    expect(await titles(build)).toEqual(expected);
  });

  it('array and JSON containment', async () => {
    const cs = await rest.db.from('pgr_authors').select('id').contains('tags', ['novel', 'play']);
    expect(cs.data).toEqual([{ id: 1 }]);
    const cd = await rest.db
      .from('pgr_authors')
      .select('id')
      .containedBy('tags', ['novel', 'essay'])
      .order('id');
    expect(cd.data).toEqual([{ id: 2 }, { id: 3 }]);
    const ov = await rest.db.from('pgr_authors').select('id').overlaps('tags', ['essay', 'play']).order('id');
    expect(ov.data).toEqual([{ id: 1 }, { id: 3 }]);
    const json = await rest.db.from('pgr_authors').select('id').contains('meta', { awards: 5 });
    expect(json.data).toEqual([{ id: 2 }]);
    const path = await rest.db.from('pgr_authors').select('id').eq('meta->>city', 'Saltpond');
    expect(path.data).toEqual([{ id: 1 }]);
  });
});

describe('order, pagination, counting', () => {
  it('orders with nulls placement', async () => {
    const { data } = await rest.db
      .from('pgr_books')
      .select('id')
      .order('summary', { ascending: true, nullsFirst: true });
    expect(data![0]).toEqual({ id: 4 });
    const last = await rest.db
      .from('pgr_books')
      .select('id')
      .order('summary', { ascending: false, nullsFirst: false });
    expect(last.data!.at(-1)).toEqual({ id: 4 });
  });

  it('limits, offsets and ranges; counts with Content-Range and 206', async () => {
    const page = await rest.db.from('pgr_books').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const all = await rest.db.from('pgr_books').select('id', { count: 'exact' });
    expect(all.status).toBe(200);
    const head = await rest.db.from('pgr_books').select('*', { count: 'exact', head: true }).gt('pages', 150);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const raw = await rest.api.fetch('/rest/v1/pgr_books?select=id&order=id&limit=2', {
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/4');
    const empty = await rest.api.fetch('/rest/v1/pgr_books?id=eq.0', { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const beyond = await rest.api.fetch('/rest/v1/pgr_books?offset=10', {
      headers: { Prefer: 'count=exact' },
    });
    expect(beyond.status).toBe(416);
    const ranged = await rest.api.fetch('/rest/v1/pgr_books?select=id&order=id', {
      headers: { Range: '2-3' },
    });
    expect(await ranged.json()).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('single() and maybeSingle()', async () => {
    expect((await rest.db.from('pgr_books').select('id').eq('id', 1).single()).data).toEqual({ id: 1 });
    const none = await rest.db.from('pgr_books').select('id').eq('id', 0).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    expect((await rest.db.from('pgr_books').select('id').eq('id', 0).maybeSingle()).data).toBeNull();
    const many = await rest.db.from('pgr_books').select('id').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('writes', () => {
  it('inserts one and many, with and without representation', async () => {
    const one = await rest.db
      .from('pgr_authors')
      .insert({ id: 10, name: 'Efua Sutherland' })
      .select()
      .single();
    expect(one.status).toBe(201);
    expect(one.data).toMatchObject({ id: 10, name: 'Efua Sutherland', tags: [] });
    const minimal = await rest.db.from('pgr_authors').insert([
      { id: 11, name: 'A' },
      { id: 12, name: 'B', born: '2000-01-01' },
    ]);
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const check = await rest.db.from('pgr_authors').select('id, born').in('id', [11, 12]).order('id');
    expect(check.data).toEqual([
      { id: 11, born: null },
      { id: 12, born: '2000-01-01' },
    ]);
  });

  it('upserts with merge and ignore, on a chosen conflict target', async () => {
    const merged = await rest.db.from('pgr_authors').upsert({ id: 11, name: 'A merged' }).select('id, name');
    expect(merged.data).toEqual([{ id: 11, name: 'A merged' }]);
    const ignored = await rest.db
      .from('pgr_authors')
      .upsert({ id: 11, name: 'ignored' }, { ignoreDuplicates: true })
      .select('id');
    expect(ignored.data).toEqual([]);
    const byTitle = await rest.db
      .from('pgr_books')
      .upsert({ title: 'Changes', pages: 200 }, { onConflict: 'title' })
      .select('id, pages');
    expect(byTitle.data).toEqual([{ id: 4, pages: 200 }]);
  });

  it('updates and deletes what the filters select', async () => {
    const updated = await rest.db
      .from('pgr_authors')
      .update({ name: 'B updated' })
      .eq('id', 12)
      .select('name');
    expect(updated.data).toEqual([{ name: 'B updated' }]);
    const none = await rest.db.from('pgr_authors').update({ name: 'x' }).eq('id', 404);
    expect(none.status).toBe(204);
    const deleted = await rest.db.from('pgr_authors').delete({ count: 'exact' }).in('id', [10, 11, 12]);
    expect(deleted.count).toBe(3);
    const gone = await rest.db.from('pgr_authors').select('id').in('id', [10, 11, 12]);
    expect(gone.data).toEqual([]);
  });

  it('maps constraint errors to PostgREST statuses', async () => {
    const dup = await rest.db.from('pgr_authors').insert({ id: 1, name: 'dup' });
    expect([dup.status, dup.error?.code]).toEqual([409, '23505']);
    const fk = await rest.db.from('pgr_books').insert({ title: 'orphan', author_id: 777 });
    expect([fk.status, fk.error?.code]).toEqual([409, '23503']);
    const check = await rest.db.from('pgr_books').insert({ title: 'zero', pages: 0 });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
    const notNull = await rest.db.from('pgr_authors').insert({ id: 50 });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const badValue = await rest.db.from('pgr_books').select('id').eq('pages', 'many');
    expect([badValue.status, badValue.error?.code]).toEqual([400, '22P02']);
    const badColumn = await rest.db.from('pgr_books').select('nope');
    expect([badColumn.status, badColumn.error?.code]).toEqual([400, '42703']);
    const noTable = await rest.db.from('pgr_missing').select();
    expect([noTable.status, noTable.error?.code]).toEqual([404, 'PGRST205']);
    const noSchema = await rest.db.schema('private').from('pgr_books').select();
    expect([noSchema.status, noSchema.error?.code]).toEqual([406, 'PGRST106']);
  });
});

describe('rpc', () => {
  it('calls scalar, set-returning and void functions by POST and GET', async () => {
    expect((await rest.db.rpc('pgr_add', { a: 2, b: 3 })).data).toBe(5);
    expect((await rest.db.rpc('pgr_add', { a: 2, b: 5 }, { get: true })).data).toBe(7);
    const set = await rest.db
      .rpc('pgr_books_over', { min_pages: 180 })
      .select('title')
      .order('pages', { ascending: false });
    expect(set.data).toEqual([
      { title: 'Things Fall Apart' },
      { title: 'Changes' },
      { title: 'The Beautyful Ones' },
    ]);
    const filtered = await rest.db
      .rpc('pgr_books_over', { min_pages: 100 })
      .select('title')
      .eq('author_id', 3);
    expect(filtered.data).toEqual([{ title: 'The Beautyful Ones' }]);
    expect((await rest.db.rpc('pgr_names')).data).toEqual([
      'Ama Ata Aidoo',
      'Chinua Achebe',
      'Ayi Kwei Armah',
    ]);
    const noop = await rest.db.rpc('pgr_nothing');
    expect([noop.status, noop.data]).toEqual([204, null]);
  });

  it('runs GET calls read-only and reports unknown functions', async () => {
    const readOnly = await rest.db.rpc('pgr_bump', { n: 1 }, { get: true });
    expect(readOnly.error?.code).toBe('25006');
    const missing = await rest.db.rpc('pgr_missing', { a: 1 });
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
    const wrongArgs = await rest.db.rpc('pgr_add', { a: 1, z: 2 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });
});
