import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_SERVICE_ROLE_KEY } from '../../local/config.ts';
import { freshDataDir } from '../api/helpers.ts';
import { until } from '../realtime/helpers.ts';
import { apiProcess, type ApiProcess } from './api-process.ts';

// Its own process (SIGKILL needs one), on the block the security/faults suites use: E2E base + 70.
const PORT = Number(process.env.E2E_PORT_BASE ?? 4100) + 70;
const headers = {
  apikey: DEMO_SERVICE_ROLE_KEY,
  Authorization: `Bearer ${DEMO_SERVICE_ROLE_KEY}`,
  'content-type': 'application/json',
};

let dataDir: string;
let api: ApiProcess | undefined;

afterAll(async () => {
  await api?.stop('SIGTERM');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('faults: the API killed during writes', () => {
  it(
    'SIGKILL during a stream of writes, then a restart: every acknowledged write is there',
    { timeout: 180_000 },
    async () => {
      dataDir = await freshDataDir();
      api = apiProcess(PORT, dataDir);
      await api.start();
      const url = api.url;
      const run = `kill-${Date.now().toString(36)}`;
      const acknowledged: string[] = [];
      let attempted = 0;
      let refused = 0;
      let killed = false;
      // Four writers in parallel so writes are in flight at the moment of the kill; bounded loops.
      const writer = async (w: number) => {
        for (let i = 0; i < 400 && !killed; i++) {
          const title = `${run}-${w}-${i}`;
          attempted++;
          const ok = await fetch(`${url}/rest/v1/events`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ title, starts_at: '2031-01-01T10:00:00Z', published: false }),
          }).then(
            (r) => r.status === 201,
            () => false,
          );
          if (ok) acknowledged.push(title);
          else refused++;
        }
      };
      const writers = [0, 1, 2, 3].map(writer);
      // Kill once the stream is well under way, whatever the machine's speed (a fixed two seconds let a loaded
      // CI machine acknowledge only nine writes): at least 50 acknowledged, writers still running.
      await until(() => (acknowledged.length >= 50 ? true : undefined), 60_000);
      // stop() also proves the port went silent: the server itself died, not a wrapper around it.
      await api.stop('SIGKILL');
      killed = true;
      await Promise.all(writers);
      await api.start();

      // The API answers at most 1000 rows a request (hosted Supabase's max rows), and an idle
      // machine acknowledges more than that in two seconds: read every page.
      const stored = new Set<string>();
      for (let offset = 0; ; offset += 1000) {
        const response = await fetch(
          `${url}/rest/v1/events?select=title&title=like.${run}-*&order=id&offset=${offset}&limit=1000`,
          { headers },
        );
        expect(response.status).toBe(200);
        const page = (await response.json()) as { title: string }[];
        for (const row of page) stored.add(row.title);
        if (page.length < 1000) break;
      }
      const lost = acknowledged.filter((title) => !stored.has(title));
      console.log(
        `${attempted} writes, ${acknowledged.length} acknowledged before SIGKILL, ${refused} failed in flight: ${lost.length} acknowledged writes lost after restart`,
      );
      // Writes were in flight when it died, and none it acknowledged is missing.
      expect(refused).toBeGreaterThan(0);
      expect(lost).toEqual([]);
    },
  );
});
