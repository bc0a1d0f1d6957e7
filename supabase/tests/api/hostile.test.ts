import { readdirSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendRaw } from '../security/raw-request.ts';
import { ADMIN, startTestApi, type TestApi } from './helpers.ts';
import { authCases } from './hostile/auth-cases.ts';
import { hostileTokens, type Case } from './hostile/cases.ts';
import { restCases } from './hostile/rest-cases.ts';
import { storageCases } from './hostile/storage-cases.ts';

let api: TestApi;
let adminToken: string;

const send = (c: Case) => sendRaw(api, c);

async function buildCases(): Promise<Case[]> {
  const context = { api, adminToken, tokens: await hostileTokens() };
  return [...restCases(context), ...authCases(context), ...storageCases(context)];
}

beforeAll(async () => {
  // The render endpoint as Pro serves it (Free refuses it: plan.test.ts).
  api = await startTestApi({ plan: 'pro' });
  adminToken = (await (await api.signedIn(ADMIN)).auth.getSession()).data.session!.access_token;
});
afterAll(async () => api?.close());

describe('hostile input', () => {
  it('answers every case with a 4xx (never 5xx) and keeps serving', { timeout: 180_000 }, async () => {
    const cases = await buildCases();
    expect(cases.length).toBeGreaterThanOrEqual(100);
    const failures: string[] = [];
    let fiveXx = 0;
    for (const c of cases) {
      const res = await send(c).catch((error: Error) => ({ status: 0, body: error.message }));
      if (res.status === 0) failures.push(`${c.name}: ${res.body}`);
      if (res.status >= 500) fiveXx++;
      const ok =
        c.expect === 'not5xx'
          ? res.status < 500
          : c.expect !== undefined
            ? res.status === c.expect
            : res.status >= 400 && res.status < 500;
      if (!ok) failures.push(`${c.name}: ${res.status} ${res.body.slice(0, 160)}`);
      if (res.status >= 400 && res.status !== 431 && c.method !== 'HEAD' && res.body) {
        try {
          JSON.parse(res.body);
        } catch {
          failures.push(`${c.name}: non-JSON error body ${res.body.slice(0, 80)}`);
        }
      }
      const health = await fetch(`${api.url}/health`);
      if (health.status !== 200) failures.push(`${c.name}: /health answered ${health.status}`);
    }
    console.log(`${cases.length} hostile requests: ${fiveXx} 5xx`);
    expect(failures).toEqual([]);
    expect(fiveXx).toBe(0);
  });

  it('survives clients that hang up mid-upload and mid-download', async () => {
    const url = new URL(api.url);
    const abort = (path: string, method: string, headers: Record<string, string>, partial?: Buffer) =>
      new Promise<void>((resolve) => {
        const req = request({
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: { apikey: api.anonKey, ...headers },
        });
        req.on('error', () => resolve());
        req.on('response', (res) => {
          res.once('data', () => {
            req.destroy();
            resolve();
          });
          res.on('end', () => resolve());
        });
        if (partial) {
          req.write(partial);
          setTimeout(() => {
            req.destroy();
            resolve();
          }, 100);
        } else req.end();
      });
    const auth = { Authorization: `Bearer ${adminToken}` };
    await abort(
      '/storage/v1/object/images/abort/raw.png',
      'POST',
      { ...auth, 'content-type': 'image/png', 'content-length': '5000000' },
      Buffer.alloc(100_000),
    );
    await abort(
      '/storage/v1/object/images/abort/multi.png',
      'POST',
      { ...auth, 'content-type': 'multipart/form-data; boundary=b', 'content-length': '5000000' },
      Buffer.from(
        '--b\r\nContent-Disposition: form-data; name=""; filename="x.png"\r\nContent-Type: image/png\r\n\r\n' +
          'x'.repeat(50_000),
      ),
    );
    await abort(
      '/rest/v1/events',
      'POST',
      { 'content-type': 'application/json', 'content-length': '100000' },
      Buffer.from('[{"title":'),
    );
    const seeded = (await api.service().storage.from('images').list('', { limit: 1 })).data;
    expect(seeded).not.toBeNull();
    await abort('/storage/v1/render/image/public/images/abort/none.png?width=10', 'GET', {});
    await sleep(300);
    expect((await fetch(`${api.url}/health`)).status).toBe(200);
    expect((await api.anon().from('events').select('id').limit(1)).error).toBeNull();
    expect(readdirSync(path.join(api.dataDir, 'storage', 'images'))).not.toContain('abort');
  });

  it('left no partial writes behind', async () => {
    expect(readdirSync(path.join(api.dataDir, 'tmp'))).toEqual([]);
    const storage = path.join(api.dataDir, 'storage', 'images');
    for (const name of ['x.exe', 'huge.png', 'm.png', 'meta.png', 'f.png', 'escape.png']) {
      expect(readdirSync(storage)).not.toContain(name);
    }
    const { count } = await api.service().from('events').select('*', { count: 'exact', head: true });
    expect(count).toBeGreaterThan(0);
  });
});
