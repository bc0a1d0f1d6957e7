import type { SupabaseClient } from '@supabase/supabase-js';
import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

// A schema of its own, so every corner of the grammar is exercised independently of the content tables.
const SCHEMA = `
create table public.t_authors (id int primary key, name text not null, tags text[] default '{}', meta jsonb, born date);
create table public.t_books (
  id serial primary key,
  author_id int references public.t_authors (id),
  editor_id int references public.t_authors (id),
  title text not null unique,
  pages int check (pages > 0),
  body text,
  published boolean default true
);
create table public.t_reviews (id serial primary key, book_id int not null references public.t_books (id) on delete cascade, stars int, note text);
grant all on public.t_authors, public.t_books, public.t_reviews to anon, authenticated, service_role;
grant usage, select on all sequences in schema public to anon, authenticated, service_role;
create function public.t_add(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.t_books_by(min_pages int) returns setof public.t_books language sql stable as $$ select * from public.t_books where pages >= min_pages $$;
create function public.t_names() returns setof text language sql stable as $$ select name from public.t_authors order by id $$;
create function public.t_noop() returns void language sql as $$ select $$;
create function public.t_write(n text) returns int language sql volatile as $$ insert into public.t_authors (id, name) values (999, n) returning id $$;
insert into public.t_authors (id, name, tags, meta, born) values
  (1, 'Ama Ata Aidoo', '{novel,play}', '{"country":"Ghana","awards":2}', '1942-03-23'),
  (2, 'Chinua Achebe', '{novel}', '{"country":"Nigeria"}', '1930-11-16'),
  (3, 'Ayi Kwei Armah', '{novel,essay}', null, null);
insert into public.t_books (author_id, editor_id, title, pages, body) values
  (1, 2, 'Our Sister Killjoy', 134, 'a novel about travel and return'),
  (2, 1, 'Things Fall Apart', 209, 'okonkwo and the village of umuofia'),
  (3, null, 'The Beautyful Ones', 183, 'corruption in the city'),
  (1, null, 'Changes', 166, null);
insert into public.t_reviews (book_id, stars, note) values (1, 5, 'sharp'), (2, 5, 'classic'), (2, 4, null), (3, 3, 'dense');
`;

let api: TestApi;
let db: SupabaseClient;

beforeAll(async () => {
  api = await startTestApi();
  await api.db.exec(SCHEMA);
  await api.reloadSchema();
  db = api.anon();
});
afterAll(async () => api?.close());

describe('select', () => {
  it('returns columns, aliases, casts and JSON paths', async () => {
    const { data, error } = await db
      .from('t_authors')
      .select('id, fullName:name, born::text, country:meta->>country, awards:meta->awards')
      .order('id');
    expect(error).toBeNull();
    expect(data![0]).toEqual({
      id: 1,
      fullName: 'Ama Ata Aidoo',
      born: '1942-03-23',
      country: 'Ghana',
      awards: 2,
    });
    expect(data![2]).toEqual({ id: 3, fullName: 'Ayi Kwei Armah', born: null, country: null, awards: null });
  });

  it('embeds many-to-one as an object and one-to-many as an array', async () => {
    const { data } = await db.from('t_reviews').select('stars, book:t_books(title)').eq('note', 'sharp');
    expect(data).toEqual([{ stars: 5, book: { title: 'Our Sister Killjoy' } }]);
    const books = await db.from('t_books').select('title, t_reviews(stars)').eq('id', 2).single();
    expect(books.data).toEqual({ title: 'Things Fall Apart', t_reviews: [{ stars: 5 }, { stars: 4 }] });
  });

  it('asks for a hint when two foreign keys match, and uses it', async () => {
    const ambiguous = await db.from('t_books').select('title, t_authors(name)');
    expect(ambiguous.status).toBe(300);
    expect(ambiguous.error?.code).toBe('PGRST201');
    const { data } = await db
      .from('t_books')
      .select('title, author:t_authors!author_id(name), editor:t_authors!editor_id(name)')
      .eq('id', 1);
    expect(data).toEqual([
      { title: 'Our Sister Killjoy', author: { name: 'Ama Ata Aidoo' }, editor: { name: 'Chinua Achebe' } },
    ]);
  });

  it('filters parents through !inner and embedded filters, orders and limits embeds', async () => {
    const { data } = await db
      .from('t_books')
      .select('title, t_reviews!inner(stars)')
      .eq('t_reviews.stars', 5)
      .order('id');
    expect(data!.map((b) => b.title)).toEqual(['Our Sister Killjoy', 'Things Fall Apart']);
    const top = await db
      .from('t_books')
      .select('title, t_reviews(stars)')
      .eq('id', 2)
      .order('stars', { referencedTable: 't_reviews', ascending: true })
      .limit(1, { referencedTable: 't_reviews' });
    expect(top.data).toEqual([{ title: 'Things Fall Apart', t_reviews: [{ stars: 4 }] }]);
    const withoutReviews = await db.from('t_books').select('title, t_reviews()').is('t_reviews', null);
    expect(withoutReviews.data).toEqual([{ title: 'Changes' }]);
  });

  it('spreads a to-one embed into the parent', async () => {
    const { data } = await db
      .from('t_books')
      .select('title, ...t_authors!author_id(author:name)')
      .eq('id', 3);
    expect(data).toEqual([{ title: 'The Beautyful Ones', author: 'Ayi Kwei Armah' }]);
  });
});

describe('filters', () => {
  const base = () => db.from('t_books').select('title').order('id');
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
    ['is null', (q: Q) => q.is('body', null), ['Changes']],
    ['in', (q: Q) => q.in('pages', [134, 166]), ['Our Sister Killjoy', 'Changes']],
    ['in with commas', (q: Q) => q.in('title', ['Changes', 'a,b']), ['Changes']],
    ['not', (q: Q) => q.not('body', 'is', null).not('pages', 'in', '(134,209)'), ['The Beautyful Ones']],
    ['or', (q: Q) => q.or('pages.eq.134,title.eq.Changes'), ['Our Sister Killjoy', 'Changes']],
    [
      'or with and',
      (q: Q) => q.or('pages.gt.200,and(pages.lt.170,body.is.null)'),
      ['Things Fall Apart', 'Changes'],
    ],
    ['match', (q: Q) => q.match({ author_id: 1, pages: 166 }), ['Changes']],
    ['filter', (q: Q) => q.filter('title', 'imatch', '^our'), ['Our Sister Killjoy']],
    ['textSearch', (q: Q) => q.textSearch('body', 'village', { config: 'english' }), ['Things Fall Apart']],
    [
      'textSearch websearch',
      (q: Q) => q.textSearch('body', 'novel travel', { type: 'websearch' }),
      ['Our Sister Killjoy'],
    ],
  ] as [string, (q: Q) => Q, string[]][])('%s', async (_name, build, expected) => {
    expect(await titles(build)).toEqual(expected);
  });

  it('array and JSON containment', async () => {
    const cs = await db.from('t_authors').select('id').contains('tags', ['novel', 'play']);
    expect(cs.data).toEqual([{ id: 1 }]);
    const cd = await db.from('t_authors').select('id').containedBy('tags', ['novel', 'essay']).order('id');
    expect(cd.data).toEqual([{ id: 2 }, { id: 3 }]);
    const ov = await db.from('t_authors').select('id').overlaps('tags', ['essay', 'play']).order('id');
    expect(ov.data).toEqual([{ id: 1 }, { id: 3 }]);
    const json = await db.from('t_authors').select('id').contains('meta', { country: 'Nigeria' });
    expect(json.data).toEqual([{ id: 2 }]);
    const path = await db.from('t_authors').select('id').eq('meta->>country', 'Ghana');
    expect(path.data).toEqual([{ id: 1 }]);
  });
});

describe('order, pagination, counting', () => {
  it('orders with nulls placement', async () => {
    const { data } = await db
      .from('t_books')
      .select('id')
      .order('body', { ascending: true, nullsFirst: true });
    expect(data![0]).toEqual({ id: 4 });
    const last = await db.from('t_books').select('id').order('body', { ascending: false, nullsFirst: false });
    expect(last.data!.at(-1)).toEqual({ id: 4 });
  });

  it('limits, offsets and ranges; counts with Content-Range and 206', async () => {
    const page = await db.from('t_books').select('id', { count: 'exact' }).order('id').range(1, 2);
    expect(page.data).toEqual([{ id: 2 }, { id: 3 }]);
    expect(page.count).toBe(4);
    expect(page.status).toBe(206);
    const all = await db.from('t_books').select('id', { count: 'exact' });
    expect(all.status).toBe(200);
    const head = await db.from('t_books').select('*', { count: 'exact', head: true }).gt('pages', 150);
    expect(head.count).toBe(3);
    expect(head.data).toBeNull();
    const raw = await api.fetch('/rest/v1/t_books?select=id&order=id&limit=2', {
      headers: { Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('0-1/4');
    const empty = await api.fetch('/rest/v1/t_books?id=eq.0', { headers: { Prefer: 'count=exact' } });
    expect(empty.headers.get('content-range')).toBe('*/0');
    const beyond = await api.fetch('/rest/v1/t_books?offset=10', { headers: { Prefer: 'count=exact' } });
    expect(beyond.status).toBe(416);
    const ranged = await api.fetch('/rest/v1/t_books?select=id&order=id', { headers: { Range: '2-3' } });
    expect(await ranged.json()).toEqual([{ id: 3 }, { id: 4 }]);
  });

  it('single() and maybeSingle()', async () => {
    expect((await db.from('t_books').select('id').eq('id', 1).single()).data).toEqual({ id: 1 });
    const none = await db.from('t_books').select('id').eq('id', 0).single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    expect((await db.from('t_books').select('id').eq('id', 0).maybeSingle()).data).toBeNull();
    const many = await db.from('t_books').select('id').maybeSingle();
    expect(many.error?.code).toBe('PGRST116');
  });
});

describe('writes', () => {
  it('inserts one and many, with and without representation', async () => {
    const one = await db.from('t_authors').insert({ id: 10, name: 'Efua Sutherland' }).select().single();
    expect(one.status).toBe(201);
    expect(one.data).toMatchObject({ id: 10, name: 'Efua Sutherland', tags: [] });
    const minimal = await db.from('t_authors').insert([
      { id: 11, name: 'A' },
      { id: 12, name: 'B', born: '2000-01-01' },
    ]);
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const check = await db.from('t_authors').select('id, born').in('id', [11, 12]).order('id');
    expect(check.data).toEqual([
      { id: 11, born: null },
      { id: 12, born: '2000-01-01' },
    ]);
  });

  it('upserts with merge and ignore, on a chosen conflict target', async () => {
    const merged = await db.from('t_authors').upsert({ id: 11, name: 'A merged' }).select('id, name');
    expect(merged.data).toEqual([{ id: 11, name: 'A merged' }]);
    const ignored = await db
      .from('t_authors')
      .upsert({ id: 11, name: 'ignored' }, { ignoreDuplicates: true })
      .select('id');
    expect(ignored.data).toEqual([]);
    const byTitle = await db
      .from('t_books')
      .upsert({ title: 'Changes', pages: 200 }, { onConflict: 'title' })
      .select('id, pages');
    expect(byTitle.data).toEqual([{ id: 4, pages: 200 }]);
  });

  it('updates and deletes what the filters select', async () => {
    const updated = await db.from('t_authors').update({ name: 'B updated' }).eq('id', 12).select('name');
    expect(updated.data).toEqual([{ name: 'B updated' }]);
    const none = await db.from('t_authors').update({ name: 'x' }).eq('id', 404);
    expect(none.status).toBe(204);
    const deleted = await db.from('t_authors').delete({ count: 'exact' }).in('id', [10, 11, 12]);
    expect(deleted.count).toBe(3);
    const gone = await db.from('t_authors').select('id').in('id', [10, 11, 12]);
    expect(gone.data).toEqual([]);
  });

  it('maps constraint errors to PostgREST statuses', async () => {
    const dup = await db.from('t_authors').insert({ id: 1, name: 'dup' });
    expect([dup.status, dup.error?.code]).toEqual([409, '23505']);
    const fk = await db.from('t_books').insert({ title: 'orphan', author_id: 777 });
    expect([fk.status, fk.error?.code]).toEqual([409, '23503']);
    const check = await db.from('t_books').insert({ title: 'zero', pages: 0 });
    expect([check.status, check.error?.code]).toEqual([400, '23514']);
    const notNull = await db.from('t_authors').insert({ id: 50 });
    expect([notNull.status, notNull.error?.code]).toEqual([400, '23502']);
    const badValue = await db.from('t_books').select('id').eq('pages', 'many');
    expect([badValue.status, badValue.error?.code]).toEqual([400, '22P02']);
    const badColumn = await db.from('t_books').select('nope');
    expect([badColumn.status, badColumn.error?.code]).toEqual([400, '42703']);
    const noTable = await db.from('t_nothing').select();
    expect([noTable.status, noTable.error?.code]).toEqual([404, 'PGRST205']);
    const noSchema = await db.schema('private').from('t_books').select();
    expect([noSchema.status, noSchema.error?.code]).toEqual([406, 'PGRST106']);
  });
});

describe('rpc', () => {
  it('calls scalar, set-returning and void functions by POST and GET', async () => {
    expect((await db.rpc('t_add', { a: 2, b: 3 })).data).toBe(5);
    expect((await db.rpc('t_add', { a: 2, b: 5 }, { get: true })).data).toBe(7);
    const set = await db
      .rpc('t_books_by', { min_pages: 180 })
      .select('title')
      .order('pages', { ascending: false });
    expect(set.data).toEqual([
      { title: 'Things Fall Apart' },
      { title: 'Changes' },
      { title: 'The Beautyful Ones' },
    ]);
    const filtered = await db.rpc('t_books_by', { min_pages: 100 }).select('title').eq('author_id', 3);
    expect(filtered.data).toEqual([{ title: 'The Beautyful Ones' }]);
    expect((await db.rpc('t_names')).data).toEqual(['Ama Ata Aidoo', 'Chinua Achebe', 'Ayi Kwei Armah']);
    const noop = await db.rpc('t_noop');
    expect([noop.status, noop.data]).toEqual([204, null]);
  });

  it('runs GET calls read-only and reports unknown functions', async () => {
    const readOnly = await db.rpc('t_write', { n: 'x' }, { get: true });
    expect(readOnly.error?.code).toBe('25006');
    const missing = await db.rpc('t_missing', { a: 1 });
    expect([missing.status, missing.error?.code]).toEqual([404, 'PGRST202']);
    const wrongArgs = await db.rpc('t_add', { a: 1, z: 2 });
    expect(wrongArgs.error?.code).toBe('PGRST202');
  });
});

describe('transport', () => {
  it('answers CORS preflight and exposes the headers the client reads', async () => {
    const pre = await fetch(`${api.url}/rest/v1/t_books`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,prefer',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe('apikey,prefer');
    const res = await api.fetch('/rest/v1/t_books?select=id', {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range.*X-Supabase-Api-Version/);
  });

  it('requires an API key at the gateway', async () => {
    const none = await fetch(`${api.url}/rest/v1/t_books`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    const bad = await fetch(`${api.url}/rest/v1/t_books`, { headers: { apikey: 'nope' } });
    expect(await bad.json()).toMatchObject({ message: 'Invalid API key' });
  });
});

describe('durability', () => {
  it('answers a write once it has committed: a commit that fails is an error, not a 201', async () => {
    await api.db.exec(`
      create table public.t_parents (id int primary key);
      create table public.t_children (id int primary key, parent_id int references public.t_parents (id) deferrable initially deferred);
      grant all on public.t_parents, public.t_children to anon, authenticated, service_role;
    `);
    await api.reloadSchema();
    // The insert itself succeeds; its foreign key is checked at COMMIT, which fails.
    const { error, status } = await db.from('t_children').insert({ id: 1, parent_id: 42 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
    expect((await db.from('t_children').select('id')).data).toEqual([]);
  });
});

describe('compression', () => {
  /** A GET as raw bytes, so what was sent on the wire is seen (fetch would decode it). */
  const rawGet = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const headers = { apikey: api.anonKey, ...(acceptEncoding && { 'accept-encoding': acceptEncoding }) };
        get(`${api.url}${pathname}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      },
    );
  const ministries = '/rest/v1/ministries?select=*&order=name';

  it('gzips JSON of a kilobyte or more for clients that accept it, as hosted Supabase does', async () => {
    const plain = await rawGet(ministries);
    expect(plain.body.length).toBeGreaterThan(1024);
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const accept of ['gzip, deflate, br', 'br;q=1.0, gzip;q=0.8', '*']) {
      const zipped = await rawGet(ministries, accept);
      expect(zipped.headers['content-encoding']).toBe('gzip');
      expect(zipped.headers.vary).toContain('Accept-Encoding');
      expect(Number(zipped.headers['content-length'])).toBe(zipped.body.length);
      expect(zipped.body.length).toBeLessThan(plain.body.length / 2);
      expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    }
  });

  it('sends as it is what is small, or to a client that refuses gzip', async () => {
    const small = await rawGet('/rest/v1/t_authors?select=id&id=eq.1', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual([{ id: 1 }]);
    for (const accept of ['gzip;q=0', 'identity', 'br']) {
      expect((await rawGet(ministries, accept)).headers['content-encoding']).toBeUndefined();
    }
  });
});
