import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { SUPABASE_DIR } from '../../db/paths.ts';
import { startTestApi, type TestApi } from '../api/helpers.ts';

export const APP_CONFIG_FILE = path.join(SUPABASE_DIR, '..', 'shell', 'public', 'app-config.json');

/**
 * The public site as the feeds see it: the shell's /app-config.json (the church's name and e-mail), served
 * on a port of its own so the functions' SITE_URL points at something real.
 */
export async function startSiteConfigServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const body = await readFile(APP_CONFIG_FILE);
  const server = createServer((req, res) => {
    if (req.url === '/app-config.json') {
      res.writeHead(200, { 'Content-Type': 'application/json' }).end(body);
    } else res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/**
 * A test API whose functions see that site (SITE_URL), for the file's tests; `feedUrl` is the function's
 * public address, fetched with no token as a calendar or podcast app does.
 */
export function useFeedApi(functionName: string) {
  const state = {} as { api: TestApi; siteUrl: string; feedUrl: string };
  let site: Awaited<ReturnType<typeof startSiteConfigServer>>;
  beforeAll(async () => {
    site = await startSiteConfigServer();
    state.siteUrl = site.url;
    state.api = await startTestApi({ siteUrl: site.url });
    state.feedUrl = `${state.api.url}/functions/v1/${functionName}`;
  });
  afterAll(async () => {
    await state.api.close();
    await site.stop();
  });
  return state;
}
