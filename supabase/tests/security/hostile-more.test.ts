import { readdirSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, startTestApi, type TestApi } from '../api/helpers.ts';
import { fileCases, type Case } from './hostile-files.ts';
import { META } from './meta-characters.ts';
import { bearer, json, jsonCall, sendRaw } from './raw-request.ts';

/**
 * The categories supabase/tests/api/hostile.test.ts does not cover: SQL meta-characters in every
 * position, oversized headers, wrong content types, files whose bytes lie about their type (refused by
 * sniffing, while a genuine file of each type still passes), a pixel flood, and direct calls that bypass
 * the UI. Each case states what must come back.
 */

let api: TestApi;
let adminToken: string;
let memberToken: string;
let memberId: string;

const send = (c: Case) => sendRaw(api, c);

/** Empty results or a 4xx are both fine for reads; a 5xx or a leak is not. */
const harmless = (status: number, body: string) => status < 500 && (status >= 400 || body === '[]');
const notFalse = (status: number, body: string) => status < 500 && (status >= 400 || body.trim() === 'false');

async function buildCases(): Promise<Case[]> {
  const enc = encodeURIComponent;
  return [
    ...META.map((m) => ({
      name: `meta ${JSON.stringify(m)} in filter value`,
      path: `/rest/v1/events?title=eq.${enc(m)}`,
      expect: harmless,
    })),
    ...META.map((m) => ({
      name: `meta ${JSON.stringify(m)} in column`,
      path: `/rest/v1/events?${enc(`title${m}`)}=eq.x`,
    })),
    ...META.map((m) => ({
      name: `meta ${JSON.stringify(m)} in select`,
      path: `/rest/v1/events?select=${enc(`id${m}`)}`,
    })),
    ...META.map((m) => ({
      name: `meta ${JSON.stringify(m)} in order`,
      path: `/rest/v1/events?order=${enc(`title${m}`)}`,
    })),
    ...META.map((m) => ({
      name: `meta ${JSON.stringify(m)} in table`,
      path: `/rest/v1/${enc(`events${m}`)}`,
    })),
    ...META.map((m) => ({
      name: `meta ${JSON.stringify(m)} in object key`,
      path: `/storage/v1/object/public/images/${enc(`a${m}.png`)}`,
    })),
    { name: 'oversized header', path: '/rest/v1/events', headers: { 'x-filler': 'x'.repeat(64 * 1024) } },
    {
      name: 'many headers',
      path: '/rest/v1/events',
      headers: Object.fromEntries(Array.from({ length: 3000 }, (_, i) => [`x-h${i}`, 'y'])),
    },
    { name: 'oversized apikey', path: '/rest/v1/events', headers: { apikey: 'x'.repeat(32 * 1024) } },
    { name: 'oversized bearer', path: '/rest/v1/events', headers: bearer('a'.repeat(20_000)) },
    // A visitor's message in a content type other than JSON: taken or refused, never a 5xx.
    ...(
      [
        ['text/plain', 'text/plain', '{"name":"a","email":"a@b.co","message":"0123456789"}'],
        ['form', 'application/x-www-form-urlencoded', 'name=a&message=b'],
      ] as const
    ).map(([label, contentType, body]) => ({
      name: `insert as ${label}`,
      method: 'POST',
      path: '/rest/v1/contact_messages',
      headers: { 'content-type': contentType },
      body,
      expect: (s: number) => s < 500,
    })),
    {
      name: 'insert as xml',
      method: 'POST',
      path: '/rest/v1/events',
      headers: { ...bearer(adminToken), 'content-type': 'application/xml' },
      body: '<x/>',
    },
    {
      name: 'token as form',
      method: 'POST',
      path: '/auth/v1/token?grant_type=password',
      headers: { 'content-type': 'text/plain' },
      body: 'email=a',
    },
    jsonCall(
      'deep JSON object',
      'POST',
      '/rest/v1/events',
      `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
      adminToken,
    ),
    jsonCall(
      'deep JSON to auth',
      'POST',
      '/auth/v1/token?grant_type=password',
      `${'['.repeat(5000)}${']'.repeat(5000)}`,
    ),
    {
      ...jsonCall(
        'deep JSON to storage list',
        'POST',
        '/storage/v1/object/list/images',
        `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`,
        adminToken,
      ),
      expect: (s) => s < 500,
    },
    ...(await fileCases(adminToken, memberToken)),
    jsonCall(
      'member writes user_roles',
      'POST',
      '/rest/v1/user_roles',
      JSON.stringify({ user_id: memberId, role: 'admin' }),
      memberToken,
    ),
    {
      name: 'member upserts user_roles',
      method: 'POST',
      path: '/rest/v1/user_roles',
      headers: { ...json, ...bearer(memberToken), Prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ user_id: memberId, role: 'admin' }),
    },
    {
      ...jsonCall(
        'member updates user_roles',
        'PATCH',
        `/rest/v1/user_roles?user_id=eq.${memberId}`,
        '{"role":"admin"}',
        memberToken,
      ),
      expect: harmless,
    },
    {
      name: 'member deletes user_roles',
      method: 'DELETE',
      path: '/rest/v1/user_roles',
      headers: bearer(memberToken),
      expect: harmless,
    },
    jsonCall(
      'member edits events',
      'POST',
      '/rest/v1/events',
      '{"title":"x","starts_at":"2031-01-01T00:00:00Z"}',
      memberToken,
    ),
    {
      name: 'member reads messages',
      path: '/rest/v1/contact_messages',
      headers: bearer(memberToken),
      expect: harmless,
    },
    { name: 'anon reads messages', path: '/rest/v1/contact_messages', expect: harmless },
    { name: 'anon reads user_roles', path: '/rest/v1/user_roles', expect: harmless },
    { ...jsonCall('anon rpc is_admin', 'POST', '/rest/v1/rpc/is_admin', '{}'), expect: notFalse },
    {
      ...jsonCall('member rpc is_admin', 'POST', '/rest/v1/rpc/is_admin', '{}', memberToken),
      expect: notFalse,
    },
    jsonCall('anon rpc set_updated_at', 'POST', '/rest/v1/rpc/set_updated_at', '{}'),
    {
      ...jsonCall('anon lists a bucket', 'POST', '/storage/v1/object/list/images', '{"prefix":""}'),
      expect: harmless,
    },
    {
      ...jsonCall(
        'member lists a bucket',
        'POST',
        '/storage/v1/object/list/images',
        '{"prefix":""}',
        memberToken,
      ),
      expect: harmless,
    },
    { name: 'anon lists buckets', path: '/storage/v1/bucket', expect: harmless },
    {
      ...jsonCall(
        'anon deletes an object',
        'DELETE',
        '/storage/v1/object/images',
        '{"prefixes":["hostile/script.png"]}',
      ),
      expect: harmless,
    },
    {
      name: '../ in authenticated read',
      path: '/storage/v1/object/authenticated/images/../../db/PG_VERSION',
      headers: bearer(adminToken),
    },
    jsonCall(
      '../ in a signed URL request',
      'POST',
      '/storage/v1/object/sign/images/..%2F..%2Fdb%2FPG_VERSION',
      '{"expiresIn":60}',
      adminToken,
    ),
    {
      ...jsonCall(
        '../ in list prefix',
        'POST',
        '/storage/v1/object/list/images',
        '{"prefix":"../../"}',
        adminToken,
      ),
      expect: harmless,
    },
  ];
}

beforeAll(async () => {
  // Pro: the render endpoint exists there, so 'render a pixel flood' is refused for the flood, not for the plan.
  api = await startTestApi({ plan: 'pro' });
  adminToken = (await (await api.signedIn(ADMIN)).auth.getSession()).data.session!.access_token;
  const member = (await (await api.signedIn(MEMBER)).auth.getSession()).data.session!;
  memberToken = member.access_token;
  memberId = member.user.id;
});
afterAll(async () => api?.close());

describe('hostile input: meta-characters everywhere, headers, content types, lying files, direct calls', () => {
  it(
    'refuses or harmlessly answers every case, never 5xx, and keeps serving',
    { timeout: 180_000 },
    async () => {
      const cases = await buildCases();
      const failures: string[] = [];
      let fiveXx = 0;
      let accepted = 0;
      const sniffing = { lying: 0, refused: 0, genuine: 0, stored: 0 };
      for (const c of cases) {
        const res = await send(c).catch((error: Error) => ({ status: 0, body: error.message }));
        if (res.status >= 500 || res.status === 0) fiveXx++;
        const ok = c.expect
          ? c.expect(res.status, res.body, 'headers' in res ? res.headers : {})
          : res.status >= 400 && res.status < 500;
        if (!ok) {
          accepted++;
          failures.push(`${c.name}: ${res.status} ${res.body.slice(0, 160)}`);
        }
        if (c.name.includes(' declared ')) {
          sniffing.lying++;
          if (ok) sniffing.refused++;
        } else if (c.name.startsWith('upload a real ')) {
          sniffing.genuine++;
          if (ok) sniffing.stored++;
        }
        const health = await fetch(`${api.url}/health`);
        if (health.status !== 200) failures.push(`${c.name}: /health answered ${health.status}`);
      }
      const roles = await api.service().from('user_roles').select('role').eq('user_id', memberId);
      console.log(
        `${sniffing.lying} uploads whose bytes lie about their type: ${sniffing.refused} refused, nothing stored; ` +
          `${sniffing.genuine} genuine files of the checked types: ${sniffing.stored} stored`,
      );
      expect(readdirSync(path.join(api.dataDir, 'tmp'))).toEqual([]);
      console.log(
        `${cases.length} more hostile requests (with hostile.test.ts: ${cases.length + 160}): ${fiveXx} 5xx, ${accepted} accepted that should be refused`,
      );
      expect(failures).toEqual([]);
      expect(roles.data).toEqual([]);
    },
  );
});
