import type { Server } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { ASSET_HASH_LENGTH, IMMUTABLE, REVALIDATE } from './cache-policy.mjs';
import { startReleaseHost } from './release-host.mjs';
import { startStaticServer } from './static-server.mjs';
import { SESSION_PRELOADS_ID } from '../../shell/src/session-preloads.mjs';

const PORT = Number(process.env.E2E_PORT_BASE ?? 4100) + 70;
const temp = mkdtempSync(path.join(os.tmpdir(), 'piwc-host-'));
const write = (file: string, text: string) => {
  mkdirSync(path.dirname(file), { recursive: true });
  writeFileSync(file, text);
};
/** A content hash of the length the builds write, one digit over and over ('a' → 'aaaaaaa'). */
const hashOf = (digit: string) => digit.repeat(ASSET_HASH_LENGTH);
/** The files a shell build has, one of each kind, named with the hash of its marker's digit. */
const shellBuild = (dir: string, marker: string) => {
  const hash = hashOf(marker[0]!);
  write(
    path.join(dir, 'index.html'),
    `<!doctype html><title>${marker}</title><template id="${SESSION_PRELOADS_ID}">` +
      `<link rel="preload" href="${sessionScript(hash)}" as="script" fetchpriority="low"></template>`,
  );
  write(path.join(dir, `assets/main.${hash}.js`), `console.log('${marker}')`);
  write(path.join(dir, 'logo.svg'), '<svg/>');
};
/** The session's script (supabase-js) a shell build's index.html lists in its session template. */
const sessionScript = (hash: string) => `/assets/session.${hash}.js`;
const sessionHint = (hash: string) => `<${sessionScript(hash)}>; rel=preload; as=script; fetchpriority=low`;
const servers: Server[] = [];
afterAll(async () => {
  for (const server of servers) await new Promise((resolve) => server.close(resolve));
  rmSync(temp, { recursive: true, force: true });
});
const get = (port: number, pathname: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}${pathname}`, { headers });

describe('a build served as deployed (pnpm start)', () => {
  const dist = path.join(temp, 'dist');
  beforeAll(async () => {
    shellBuild(dist, 'aaaaaaaaaa');
    write(path.join(dist, 'remoteEntry.js'), '');
    const config = {
      supabaseUrl: 'http://127.0.0.1:1',
      remotes: { publicSite: '/p.json', adminPortal: '/a.json' },
    };
    servers.push(await startStaticServer({ dir: dist, port: PORT, spa: true, appConfig: config }));
  });

  test.each(['/', '/events', '/admin/leaders', '/index.html'])(
    'the document under %s is revalidated, with an ETag that answers 304',
    async (route) => {
      const response = await get(PORT, route);
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe(REVALIDATE);
      expect(response.headers.get('content-security-policy')).toContain("default-src 'self'");
      const etag = response.headers.get('etag')!;
      expect(etag).toBeTruthy();
      expect((await get(PORT, route, { 'If-None-Match': etag })).status).toBe(304);
    },
  );

  test('hashed assets are immutable; the config, entry points and other files are revalidated', async () => {
    const cache = async (route: string) => (await get(PORT, route)).headers.get('cache-control');
    expect(await cache(`/assets/main.${hashOf('a')}.js`)).toBe(IMMUTABLE);
    expect(await cache('/app-config.json')).toBe(REVALIDATE);
    expect(await cache('/remoteEntry.js')).toBe(REVALIDATE);
    expect(await cache('/logo.svg')).toBe(REVALIDATE);
  });

  test("an admin or sign-in document hints the session's scripts its index.html lists; a public one does not", async () => {
    const link = async (route: string) => (await get(PORT, route)).headers.get('link') ?? '';
    expect(await link('/admin/leaders')).toContain(sessionHint(hashOf('a')));
    expect(await link('/auth')).toContain(sessionHint(hashOf('a')));
    expect(await link('/events')).not.toContain(sessionScript(hashOf('a')));
  });

  test('a missing script is a 404, never the document', async () => {
    const response = await get(PORT, `/assets/gone.${hashOf('0')}.js`);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
  });
});

describe('a deploy root served by the reference host', () => {
  const root = path.join(temp, 'deploy');
  const pointer = (shell: string) =>
    write(
      path.join(root, 'app-config.json'),
      JSON.stringify({
        supabaseUrl: 'http://127.0.0.1:1',
        remotes: { publicSite: 'http://127.0.0.1:2/bbbbbbbbbbbb/mf-manifest.json', adminPortal: '/x' },
        releases: { shell, publicSite: 'bbbbbbbbbbbb', adminPortal: null },
      }),
    );
  beforeAll(async () => {
    shellBuild(path.join(root, 'shell/111111111111'), '1111111111');
    shellBuild(path.join(root, 'shell/222222222222'), '2222222222');
    write(path.join(root, 'public-site/bbbbbbbbbbbb/mf-manifest.json'), '{}');
    pointer('111111111111');
    servers.push(await startReleaseHost({ root, app: 'shell', port: PORT + 1 }));
    servers.push(await startReleaseHost({ root, app: 'public-site', port: PORT + 2 }));
  });

  test('the pointer decides which shell document is sent, from the next request on; older assets stay reachable', async () => {
    expect(await (await get(PORT + 1, '/events')).text()).toContain('1111111111');
    pointer('222222222222');
    const document = await get(PORT + 1, '/events');
    expect(await document.text()).toContain('2222222222');
    expect(document.headers.get('cache-control')).toBe(REVALIDATE);
    expect(document.headers.get('content-security-policy')).toContain('http://127.0.0.1:2');
    // The session hints are the live release's, read again once it changed.
    const adminLink = (await get(PORT + 1, '/admin')).headers.get('link');
    expect(adminLink).toContain(sessionHint(hashOf('2')));
    expect(adminLink).not.toContain(sessionScript(hashOf('1')));
    // A tab still running the first shell finds its files.
    const old = await get(PORT + 1, `/assets/main.${hashOf('1')}.js`);
    expect(old.status).toBe(200);
    expect(old.headers.get('cache-control')).toBe(IMMUTABLE);
  });

  test('/app-config.json is the pointer as stored, revalidated by ETag', async () => {
    const response = await get(PORT + 1, '/app-config.json');
    expect((await response.json()).releases.shell).toBe('222222222222');
    expect(response.headers.get('cache-control')).toBe(REVALIDATE);
    const etag = response.headers.get('etag')!;
    expect((await get(PORT + 1, '/app-config.json', { 'If-None-Match': etag })).status).toBe(304);
  });

  test("a remote's release files are immutable; an unknown release is a 404", async () => {
    const manifest = await get(PORT + 2, '/bbbbbbbbbbbb/mf-manifest.json');
    expect(manifest.status).toBe(200);
    expect(manifest.headers.get('cache-control')).toBe(IMMUTABLE);
    expect((await get(PORT + 2, '/cccccccccccc/mf-manifest.json')).status).toBe(404);
  });
});
