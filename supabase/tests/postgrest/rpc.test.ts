// Functions called through /rpc, as PostgREST's documentation describes them (references/api/functions).
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, useConformance } from './harness.ts';

describe.each(ENGINES)('PostgREST functions on %s', (engine) => {
  const pgrst = useConformance(engine);

  it('named arguments by POST body or GET query; a scalar comes back as JSON', async () => {
    const post = await pgrst.request('POST', '/rpc/pgr_add', { body: { a: 1, b: 2 } });
    expect([post.status, post.json]).toEqual([200, 3]);
    const get = await pgrst.get('/rpc/pgr_add?a=20&b=22');
    expect([get.status, get.json]).toEqual([200, 42]);
  });

  it('a function returning rows takes select, filters, order, limit and embeds', async () => {
    const res = await pgrst.get(
      '/rpc/pgr_books_over?min_pages=150&select=id,title,author:pgr_authors!author_id(name)&pages=lt.200&order=id',
    );
    expect(res.json).toEqual([
      { id: 3, title: 'The Beautyful Ones', author: { name: 'Ayi Kwei Armah' } },
      { id: 4, title: 'Changes', author: { name: 'Ama Ata Aidoo' } },
    ]);
  });

  it('a RETURNS TABLE function filters on its columns, and counts', async () => {
    const res = await pgrst.get('/rpc/pgr_pairs?n=gt.3&select=label&order=n.desc');
    expect(res.json).toEqual([{ label: 'label 5' }, { label: 'label 4' }]);
    const counted = await pgrst.get('/rpc/pgr_pairs?limit=2', { Prefer: 'count=exact' });
    expect([counted.status, counted.headers.get('content-range')]).toEqual([206, '0-1/5']);
  });

  it("count=planned and count=estimated on a function: the planner's rows (ROWS 10), exact under max-rows", async () => {
    const planned = await pgrst.get('/rpc/pgr_numbers?limit=1', { Prefer: 'count=planned' });
    expect([planned.status, planned.headers.get('content-range')]).toEqual([206, '0-0/10']);
    const estimated = await pgrst.get('/rpc/pgr_numbers?limit=1', { Prefer: 'count=estimated' });
    expect([estimated.status, estimated.headers.get('content-range')]).toEqual([206, '0-0/5']);
  });

  it('a function that writes runs once per request, counted and filtered or not', async () => {
    const res = await pgrst.request('POST', '/rpc/pgr_stamp?code=like.stamp*&limit=1', {
      headers: { Prefer: 'count=exact' },
      body: { tag: 'stamp-1' },
    });
    expect([res.status, res.json, res.headers.get('content-range')]).toEqual([
      200,
      [{ code: 'stamp-1' }],
      '0-0/1',
    ]);
    expect((await pgrst.get('/pgr_codes?code=like.stamp*')).json).toEqual([{ code: 'stamp-1' }]);
    await pgrst.request('DELETE', '/pgr_codes?code=like.stamp*');
  });

  it('a set of scalars is a JSON array, paged like rows', async () => {
    const res = await pgrst.get('/rpc/pgr_names?limit=2');
    expect(res.json).toEqual(['Ama Ata Aidoo', 'Chinua Achebe']);
  });

  it('OUT parameters make one object', async () => {
    const res = await pgrst.get('/rpc/pgr_scale?x=4');
    expect([res.status, res.json]).toEqual([200, { doubled: 8, tripled: 12 }]);
  });

  it('a single unnamed json parameter takes the whole body', async () => {
    const res = await pgrst.request('POST', '/rpc/pgr_whole', { body: { any: ['thing', 1] } });
    expect(res.json).toEqual({ any: ['thing', 1] });
  });

  it('response.status and response.headers set by the function shape the answer', async () => {
    const headers = JSON.stringify([{ 'X-Kind': 'teapot' }, { 'Content-Type': 'application/teapot+json' }]);
    const res = await pgrst.request('POST', '/rpc/pgr_respond', { body: { status: '418', headers } });
    expect([res.status, res.json, res.headers.get('x-kind'), res.headers.get('content-type')]).toEqual([
      418,
      { short: 'and stout' },
      'teapot',
      'application/teapot+json',
    ]);
  });

  it.each([
    [
      'a status that is not a number',
      { status: 'teapot', headers: '[]' },
      'PGRST112',
      'response.status guc must be a valid status code',
    ],
    [
      'headers that are not an array of one-key objects',
      { status: '', headers: '{"X-Kind": 1}' },
      'PGRST111',
      'response.headers guc must be a JSON array composed of objects with a single key and a string value',
    ],
  ])('%s is 500 %s', async (_name, body, code, message) => {
    const res = await pgrst.request('POST', '/rpc/pgr_respond', { body });
    expect([res.status, res.json]).toEqual([500, { code, message, details: null, hint: null }]);
  });

  it('void is 204', async () => {
    const res = await pgrst.request('POST', '/rpc/pgr_nothing', { body: {} });
    expect([res.status, res.text]).toEqual([204, '']);
  });

  it('overloads that the arguments cannot tell apart are 300 PGRST203', async () => {
    const res = await pgrst.request('POST', '/rpc/pgr_echo', { body: { v: 1 } });
    expect(res.status).toBe(300);
    const error = res.json as { code: string; message: string; hint: string };
    expect(error.code).toBe('PGRST203');
    expect(error.message).toMatch(/^Could not choose the best candidate function between: /);
    expect(error.message).toContain('public.pgr_echo(v => integer)');
    expect(error.message).toContain('public.pgr_echo(v => text)');
    expect(error.hint).toBe(
      'Try renaming the parameters or the function itself in the database so function overloading can be resolved',
    );
  });

  it('an unknown function or argument set is 404 PGRST202', async () => {
    const res = await pgrst.request('POST', '/rpc/pgr_add', { body: { a: 1, c: 2 } });
    expect(res.status).toBe(404);
    expect(res.json).toMatchObject({
      code: 'PGRST202',
      message: 'Could not find the function public.pgr_add(a, c) in the schema cache',
      details:
        'Searched for the function public.pgr_add with parameters a, c or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
    });
  });

  it('GET runs read-only: a function that writes is 405 (25006)', async () => {
    const res = await pgrst.get('/rpc/pgr_bump?n=1');
    expect([res.status, (res.json as { code: string }).code]).toEqual([405, '25006']);
    const post = await pgrst.request('POST', '/rpc/pgr_bump', { body: { n: 7 } });
    expect([post.status, post.json]).toEqual([200, 7]);
    await pgrst.request('DELETE', '/pgr_codes?code=eq.bump-7');
  });

  it.each([
    ['P0001', 400],
    ['40001', 500],
    ['23505', 409],
    ['42P01', 404],
    ['PT418', 418],
  ])(
    'an error raised with SQLSTATE %s answers %i with its message, detail and hint',
    async (code, status) => {
      const res = await pgrst.request('POST', '/rpc/pgr_raise', { body: { code } });
      expect([res.status, res.json]).toEqual([
        status,
        { code, message: `raised ${code}`, details: 'a detail', hint: 'a hint' },
      ]);
    },
  );

  it('max-affected with handling=strict needs a function returning rows (PGRST128)', async () => {
    const res = await pgrst.request('POST', '/rpc/pgr_nothing', {
      headers: { Prefer: 'handling=strict, max-affected=1' },
      body: {},
    });
    expect([res.status, res.json]).toEqual([
      400,
      {
        code: 'PGRST128',
        details: null,
        hint: null,
        message:
          'Function must return SETOF or TABLE when max-affected preference is used with handling=strict',
      },
    ]);
  });
});

describe.each(ENGINES)('PostgREST schemas on %s', (engine) => {
  const pgrst = useConformance(engine);

  it('Accept-Profile and Content-Profile switch between the exposed schemas', async () => {
    const read = await pgrst.get('/pgr_things', { 'Accept-Profile': 'v2' });
    expect([read.status, read.json]).toEqual([200, [{ id: 1, label: 'from v2' }]]);
    const write = await pgrst.request('POST', '/pgr_things', {
      headers: { 'Content-Profile': 'v2', Prefer: 'return=representation' },
      body: { id: 2, label: 'written to v2' },
    });
    expect([write.status, write.json]).toEqual([201, [{ id: 2, label: 'written to v2' }]]);
    await pgrst.request('DELETE', '/pgr_things?id=eq.2', { headers: { 'Content-Profile': 'v2' } });
    const notInPublic = await pgrst.get('/pgr_things');
    expect(notInPublic.status).toBe(404);
  });

  it('a schema that is not exposed is 406 PGRST106', async () => {
    const res = await pgrst.get('/pgr_codes', { 'Accept-Profile': 'private' });
    expectError(res, 406, {
      code: 'PGRST106',
      message: 'Invalid schema: private',
      hint: 'Only the following schemas are exposed: public, v2',
    });
  });
});
