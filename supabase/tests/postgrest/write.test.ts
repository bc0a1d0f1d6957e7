// Writes and preferences, as PostgREST's documentation describes them (references/api/tables_views "Insert",
// "Update", "Upsert", "Delete", references/api/preferences). Hosted Supabase's settings: db-tx-end=commit (no
// tx override), pg-safeupdate for the API's sessions, max-rows 1000.
import { describe, expect, it } from 'vitest';
import { ENGINES, expectError, useConformance } from './harness.ts';

const REPRESENTATION = { Prefer: 'return=representation' };

describe.each(ENGINES)('PostgREST writes on %s', (engine) => {
  const pgrst = useConformance(engine);
  const codes = async () =>
    ((await pgrst.get('/pgr_codes?select=code&order=code')).json as { code: string }[]).map((r) => r.code);

  describe('insert', () => {
    it('minimal by default: 201, no body, no Content-Type', async () => {
      const res = await pgrst.request('POST', '/pgr_codes', { body: { code: 'ins-1' } });
      expect([res.status, res.text, res.headers.get('content-type')]).toEqual([201, '', null]);
      await pgrst.request('DELETE', '/pgr_codes?code=eq.ins-1');
    });

    it('minimal needs only the INSERT privilege; a representation needs SELECT too (42501, 401 for anon)', async () => {
      const signed = await pgrst.request('POST', '/pgr_guestbook', { body: { note: 'Akwaaba' } });
      expect([signed.status, signed.text]).toEqual([201, '']);
      const shown = await pgrst.request('POST', '/pgr_guestbook', {
        headers: REPRESENTATION,
        body: { note: 'Medaase' },
      });
      expect([shown.status, (shown.json as { code: string }).code]).toEqual([401, '42501']);
    });

    it('with representation, select, count and Preference-Applied', async () => {
      const res = await pgrst.request('POST', '/pgr_items?select=name,qty', {
        headers: { Prefer: 'return=representation, count=exact' },
        body: [{ name: 'hymn books', qty: 40 }],
      });
      expect([
        res.status,
        res.json,
        res.headers.get('content-range'),
        res.headers.get('preference-applied'),
      ]).toEqual([201, [{ name: 'hymn books', qty: 40 }], '*/1', 'return=representation, count=exact']);
      await pgrst.request('DELETE', '/pgr_items?name=eq.hymn books');
    });

    it('return=headers-only gives the Location of the new row', async () => {
      const res = await pgrst.request('POST', '/pgr_codes', {
        headers: { Prefer: 'return=headers-only' },
        body: { code: 'loc-1' },
      });
      expect([
        res.status,
        res.text,
        res.headers.get('location'),
        res.headers.get('preference-applied'),
      ]).toEqual([201, '', '/pgr_codes?code=eq.loc-1', 'return=headers-only']);
      await pgrst.request('DELETE', '/pgr_codes?code=eq.loc-1');
    });

    it('objects of a bulk insert must have the same keys (PGRST102)', async () => {
      const res = await pgrst.request('POST', '/pgr_items', { body: [{ name: 'a' }, { name: 'b', qty: 2 }] });
      expectError(res, 400, { code: 'PGRST102', message: 'All object keys must match' });
    });

    it('an invalid body is PGRST102 "Empty or invalid json"', async () => {
      for (const body of ['}{ x = 2', '']) {
        const res = await pgrst.request('POST', '/pgr_codes', {
          body,
          headers: { 'content-type': 'application/json' },
        });
        expectError(res, 400, { code: 'PGRST102', message: 'Empty or invalid json' });
      }
    });

    it('?columns takes only the named keys; missing keys are null, or the default with missing=default', async () => {
      const nulls = await pgrst.request('POST', '/pgr_items?columns=name,extra&select=name,extra,qty', {
        headers: REPRESENTATION,
        body: [
          { name: 'chairs', ignored: true },
          { name: 'tables', extra: 'given' },
        ],
      });
      expect(nulls.json).toEqual([
        { name: 'chairs', extra: null, qty: 1 },
        { name: 'tables', extra: 'given', qty: 1 },
      ]);
      const defaults = await pgrst.request(
        'POST',
        '/pgr_items?columns=name,extra,qty&select=name,extra,qty',
        {
          headers: { Prefer: 'return=representation, missing=default' },
          body: [{ name: 'candles' }],
        },
      );
      expect([defaults.json, defaults.headers.get('preference-applied')]).toEqual([
        [{ name: 'candles', extra: 'from default', qty: 1 }],
        'missing=default, return=representation',
      ]);
      await pgrst.request('DELETE', '/pgr_items?name=in.(chairs,tables,candles)');
    });

    it('a key that is not a column is PGRST204', async () => {
      const res = await pgrst.request('POST', '/pgr_codes', { body: { code: 'x', colour: 'blue' } });
      expectError(res, 400, {
        code: 'PGRST204',
        message: "Could not find the 'colour' column of 'pgr_codes' in the schema cache",
      });
    });

    it('database errors keep PostgreSQL code, message and details, with PostgREST status', async () => {
      const duplicate = await pgrst.request('POST', '/pgr_codes', { body: { code: 'a' } });
      expectError(duplicate, 409, {
        code: '23505',
        message: 'duplicate key value violates unique constraint "pgr_codes_pkey"',
        details: 'Key (code)=(a) already exists.',
      });
      const check = await pgrst.request('POST', '/pgr_books', { body: { title: 'Zero', pages: 0 } });
      expect([check.status, (check.json as { code: string }).code]).toEqual([400, '23514']);
    });

    it('form-encoded bodies insert too', async () => {
      const res = await pgrst.request('POST', '/pgr_codes', {
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...REPRESENTATION },
        body: 'code=from+a+form',
      });
      expect([res.status, res.json]).toEqual([201, [{ code: 'from a form' }]]);
      await pgrst.request('DELETE', '/pgr_codes?code=eq.from a form');
    });

    it('CSV bodies insert one row per line; NULL is null and an empty field an empty string', async () => {
      const res = await pgrst.request('POST', '/pgr_items?select=name,extra', {
        headers: { 'content-type': 'text/csv', ...REPRESENTATION },
        body: 'name,extra\n"drums, large",NULL\nbells,\n',
      });
      expect([res.status, res.json]).toEqual([
        201,
        [
          { name: 'drums, large', extra: null },
          { name: 'bells', extra: '' },
        ],
      ]);
      await pgrst.request('DELETE', '/pgr_items?name=in.("drums, large",bells)');
    });
  });

  describe('update and delete', () => {
    it('PATCH: 204 minimal, 200 with representation and Content-Range', async () => {
      const minimal = await pgrst.request('PATCH', '/pgr_employees?id=eq.3', {
        body: { name: 'Assistant Editor' },
      });
      expect([minimal.status, minimal.text, minimal.headers.get('content-range')]).toEqual([
        204,
        '',
        '0-0/*',
      ]);
      const full = await pgrst.request('PATCH', '/pgr_employees?id=eq.3&select=name', {
        headers: REPRESENTATION,
        body: { name: 'Assistant' },
      });
      expect([full.status, full.json, full.headers.get('content-range')]).toEqual([
        200,
        [{ name: 'Assistant' }],
        '0-0/*',
      ]);
    });

    it('PATCH with {}, [] or [{}] sets nothing: 204 (200 [] with representation), even without a filter', async () => {
      for (const body of [{}, [], [{}]]) {
        const res = await pgrst.request('PATCH', '/pgr_codes', { body });
        expect([res.status, res.text, res.headers.get('content-range')]).toEqual([204, '', '*/*']);
      }
      const full = await pgrst.request('PATCH', '/pgr_codes?select=code', {
        headers: REPRESENTATION,
        body: {},
      });
      expect([full.status, full.json]).toEqual([200, []]);
    });

    it('DELETE: 204 minimal, 200 with representation', async () => {
      await pgrst.request('POST', '/pgr_codes', { body: [{ code: 'del-1' }, { code: 'del-2' }] });
      const minimal = await pgrst.request('DELETE', '/pgr_codes?code=eq.del-1');
      expect([minimal.status, minimal.text]).toEqual([204, '']);
      const full = await pgrst.request('DELETE', '/pgr_codes?code=eq.del-2', { headers: REPRESENTATION });
      expect([full.status, full.json]).toEqual([200, [{ code: 'del-2' }]]);
    });

    it('without a filter, pg-safeupdate refuses (21000, 400)', async () => {
      const del = await pgrst.request('DELETE', '/pgr_codes');
      expectError(del, 400, { code: '21000', message: 'DELETE requires a WHERE clause' });
      const patch = await pgrst.request('PATCH', '/pgr_codes', { body: { code: 'z' } });
      expect([patch.status, (patch.json as { message: string }).message]).toEqual([
        400,
        'UPDATE requires a WHERE clause',
      ]);
      expect(await codes()).toEqual(['a', 'b']);
    });

    // PostgREST 13 dropped limited updates and deletes (#3013): limit and offset no longer narrow them; max-affected
    // is the way to bound a change.
    it('limit and offset do not narrow a PATCH or DELETE: every row the filters match changes', async () => {
      // Setting published on the published books leaves the data as it was.
      const patched = await pgrst.request(
        'PATCH',
        '/pgr_books?select=id&published=is.true&order=id&limit=1&offset=1',
        {
          headers: REPRESENTATION,
          body: { published: true },
        },
      );
      expect([patched.status, patched.json]).toEqual([200, [{ id: 1 }, { id: 2 }, { id: 3 }]]);
      await pgrst.request('POST', '/pgr_codes', {
        body: [{ code: 'lim-1' }, { code: 'lim-2' }, { code: 'lim-3' }],
      });
      const deleted = await pgrst.request('DELETE', '/pgr_codes?code=like.lim-*&order=code&limit=1', {
        headers: REPRESENTATION,
      });
      expect([deleted.status, deleted.json]).toEqual([
        200,
        [{ code: 'lim-1' }, { code: 'lim-2' }, { code: 'lim-3' }],
      ]);
      expect(await codes()).toEqual(['a', 'b']);
    });

    it('max-affected with handling=strict refuses a change touching more rows, and changes nothing', async () => {
      const res = await pgrst.request('PATCH', '/pgr_authors?id=gt.0', {
        headers: { Prefer: 'handling=strict, max-affected=2' },
        body: { bio: 'changed' },
      });
      expectError(res, 400, {
        code: 'PGRST124',
        message: 'Query result exceeds max-affected preference constraint',
        details: 'The query affects 3 rows',
      });
      const bios = await pgrst.get('/pgr_authors?select=bio&bio=eq.changed');
      expect(bios.json).toEqual([]);
      const within = await pgrst.request('DELETE', '/pgr_codes?code=eq.nothing', {
        headers: { Prefer: 'handling=strict, max-affected=1' },
      });
      expect([within.status, within.headers.get('preference-applied')]).toEqual([
        204,
        'handling=strict, max-affected=1',
      ]);
      const lenient = await pgrst.request('DELETE', '/pgr_codes?code=eq.nothing', {
        headers: { Prefer: 'handling=lenient, max-affected=0' },
      });
      expect([lenient.status, lenient.headers.get('preference-applied')]).toEqual([204, 'handling=lenient']);
    });
  });

  describe('preferences', () => {
    it('handling=strict refuses a preference it does not know (PGRST122)', async () => {
      const res = await pgrst.get('/pgr_codes', { Prefer: 'handling=strict, colour=blue, count=exact' });
      expectError(res, 400, {
        code: 'PGRST122',
        message: 'Invalid preferences given with handling=strict',
        details: 'Invalid preferences: colour=blue',
      });
      const lenient = await pgrst.get('/pgr_codes', { Prefer: 'colour=blue' });
      expect(lenient.status).toBe(200);
    });

    it('tx=rollback is not honoured: hosted Supabase commits every request (db-tx-end=commit)', async () => {
      const res = await pgrst.request('POST', '/pgr_codes', {
        headers: { Prefer: 'tx=rollback' },
        body: { code: 'kept' },
      });
      expect([res.status, res.headers.get('preference-applied')]).toEqual([201, null]);
      expect(await codes()).toContain('kept');
      await pgrst.request('DELETE', '/pgr_codes?code=eq.kept');
    });
  });
});
