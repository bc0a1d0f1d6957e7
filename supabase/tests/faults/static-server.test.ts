import type { Server } from 'node:http';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStaticServer } from '../../../scripts/lib/static-server.mjs';

let root: string;
let dist: string;
let server: Server;
let base: string;
let socket: net.Server | undefined;
const answers: number[] = [];

async function get(pathname: string) {
  const response = await fetch(`${base}${pathname}`);
  const body = await response.text();
  answers.push(response.status);
  return {
    status: response.status,
    body,
    length: response.headers.get('content-length'),
    type: response.headers.get('content-type'),
  };
}

async function build(files: Record<string, string>) {
  await rm(dist, { recursive: true, force: true });
  for (const [name, text] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(dist, name)), { recursive: true });
    await writeFile(path.join(dist, name), text);
  }
}

beforeAll(async () => {
  root = await mkdtemp(path.join(os.tmpdir(), 'piwc-static-'));
  dist = path.join(root, 'dist');
  await build({ 'index.html': '<p>first build</p>', 'assets/a.js': 'first()' });
  server = (await startStaticServer({ dir: dist, port: 0, spa: true })) as Server;
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});
afterAll(async () => {
  socket?.close();
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve));
  await rm(root, { recursive: true, force: true });
});

describe('faults: the static server while dist/ is swapped under it', () => {
  it('answers 503 while dist/ is gone, 404 for removed files, serves the new build, and never goes down', async () => {
    expect(await get('/assets/a.js')).toMatchObject({ status: 200, body: 'first()' });
    expect(await get('/events')).toMatchObject({ status: 200, body: '<p>first build</p>' });

    await rm(dist, { recursive: true, force: true });
    expect((await get('/assets/a.js')).status).toBe(503);
    expect((await get('/events')).status).toBe(503);

    // The second build: other hashed names, and an index.html of another length.
    await build({ 'index.html': '<p>the second, longer build</p>', 'assets/b.js': 'second()' });
    expect(await get('/assets/a.js')).toMatchObject({ status: 404, body: 'Not found' });
    expect(await get('/assets/b.js')).toMatchObject({ status: 200, body: 'second()' });
    const index = await get('/events');
    expect(index).toMatchObject({ status: 200, body: '<p>the second, longer build</p>' });
    expect(Number(index.length)).toBe(index.body.length);

    // Found by the lookup, then unreadable at open (a UNIX socket gives ENXIO): the read stream's error.
    socket = net.createServer().listen(path.join(dist, 'assets/c.js'));
    await new Promise((resolve) => socket!.once('listening', resolve));
    expect(await get('/assets/c.js')).toMatchObject({ status: 503, type: 'text/plain; charset=utf-8' });

    expect((await get('/.hidden')).status).toBe(404);
    expect(await get('/assets/b.js')).toMatchObject({ status: 200, body: 'second()' });
    const counts = answers.reduce<Record<number, number>>(
      (acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }),
      {},
    );
    console.log(
      `static server, dist/ swapped twice: ${answers.length} requests, answers ${JSON.stringify(counts)}, 0 crashes`,
    );
    expect(server.listening).toBe(true);
  });
});
