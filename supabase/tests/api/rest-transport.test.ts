import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { withRestApi } from './rest-fixture.ts';

// What the REST API does around a request: CORS and the gateway's key check, commit before answer, compression.
const rest = withRestApi();

describe('transport', () => {
  it('answers CORS preflight and exposes the headers the client reads', async () => {
    const pre = await fetch(`${rest.api.url}/rest/v1/pgr_books`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey,prefer',
      },
    });
    expect(pre.status).toBe(204);
    expect(pre.headers.get('access-control-allow-headers')).toBe('apikey,prefer');
    const res = await rest.api.fetch('/rest/v1/pgr_books?select=id', {
      headers: { Origin: 'http://localhost:3000' },
    });
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:3000');
    expect(res.headers.get('access-control-expose-headers')).toMatch(/Content-Range.*X-Supabase-Api-Version/);
  });

  it('requires an API key at the gateway', async () => {
    const none = await fetch(`${rest.api.url}/rest/v1/pgr_books`);
    expect(none.status).toBe(401);
    expect(await none.json()).toMatchObject({ message: 'No API key found in request' });
    const bad = await fetch(`${rest.api.url}/rest/v1/pgr_books`, { headers: { apikey: 'nope' } });
    expect(await bad.json()).toMatchObject({ message: 'Invalid API key' });
  });

  it('takes the key from the query and keeps it from PostgREST, so a read needs no header', async () => {
    await rest.api.db.exec(`
      create table public.t_shelf (id int primary key, title text);
      insert into public.t_shelf values (1, 'Psalms'), (2, 'Proverbs');
      grant select on public.t_shelf to anon;
      create function public.t_shelf_size(at text default null) returns int language sql stable
        as 'select count(*)::int from public.t_shelf';
      grant execute on function public.t_shelf_size(text) to anon;
    `);
    await rest.api.reloadSchema();
    const key = encodeURIComponent(rest.api.anonKey);
    // Read as anon (no Authorization): the key is neither a filter (PGRST100) nor a function argument.
    const read = await fetch(`${rest.api.url}/rest/v1/t_shelf?select=title&order=id&apikey=${key}`);
    expect(read.status).toBe(200);
    expect(await read.json()).toEqual([{ title: 'Psalms' }, { title: 'Proverbs' }]);
    const call = await fetch(`${rest.api.url}/rest/v1/rpc/t_shelf_size?at=now&apikey=${key}`);
    expect(await call.json()).toBe(2);
    const bad = await fetch(`${rest.api.url}/rest/v1/t_shelf?apikey=nope`);
    expect(await bad.json()).toMatchObject({ message: 'Invalid API key' });
    // A key in the header is the one taken; a second in the query then reaches PostgREST as a filter.
    const both = await fetch(`${rest.api.url}/rest/v1/t_shelf?apikey=${key}`, {
      headers: { apikey: rest.api.anonKey },
    });
    expect(both.status).toBe(400);
    expect(await both.json()).toMatchObject({ code: 'PGRST100' });
  });
});

describe('durability', () => {
  it('answers a write once it has committed: a commit that fails is an error, not a 201', async () => {
    await rest.api.db.exec(`
      create table public.t_parents (id int primary key);
      create table public.t_children (id int primary key, parent_id int references public.t_parents (id) deferrable initially deferred);
      grant all on public.t_parents, public.t_children to anon, authenticated, service_role;
    `);
    await rest.api.reloadSchema();
    // The insert itself succeeds; its foreign key is checked at COMMIT, which fails.
    const { error, status } = await rest.db.from('t_children').insert({ id: 1, parent_id: 42 });
    expect(status).toBe(409);
    expect(error?.code).toBe('23503');
    expect((await rest.db.from('t_children').select('id')).data).toEqual([]);
  });
});

describe('compression', () => {
  /** A GET as raw bytes, so what was sent on the wire is seen (fetch would decode it). */
  const rawGet = (pathname: string, acceptEncoding?: string) =>
    new Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }>(
      (resolve, reject) => {
        const headers = {
          apikey: rest.api.anonKey,
          ...(acceptEncoding && { 'accept-encoding': acceptEncoding }),
        };
        get(`${rest.api.url}${pathname}`, { headers }, (res) => {
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
    const small = await rawGet('/rest/v1/pgr_authors?select=id&id=eq.1', 'gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.body.toString())).toEqual([{ id: 1 }]);
    for (const accept of ['gzip;q=0', 'identity', 'br']) {
      expect((await rawGet(ministries, accept)).headers['content-encoding']).toBeUndefined();
    }
  });
});
