import { rm } from 'node:fs/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { freshDataDir, client, ADMIN, startTestApi, type TestApi } from '../api/helpers.ts';

describe('realtime after an API restart', () => {
  let api: TestApi | undefined;
  let dataDir = '';
  afterAll(async () => {
    await api?.close();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('the unmodified client reconnects with its defaults, rejoins its private channel and hears changes again', async () => {
    dataDir = await freshDataDir();
    api = await startTestApi({ dataDir });
    const port = Number(new URL(api.url).port);
    const visitor = client(api.url, api.anonKey);
    const tables: string[] = [];
    const statuses: string[] = [];
    visitor
      .channel('public-content', { config: { private: true } })
      .on('broadcast', { event: '*' }, ({ event }: { event: string }) => tables.push(event))
      .subscribe((status) => statuses.push(status));
    await expect.poll(() => statuses.at(-1), { timeout: 5000 }).toBe('SUBSCRIBED');

    await api.stop();
    api = await startTestApi({ dataDir, port });
    const restartedAt = Date.now();
    // The client retries after 1, 2, 5 then 10 s and rejoins its channels on its own.
    await expect
      .poll(() => statuses.filter((s) => s === 'SUBSCRIBED').length, { timeout: 15_000, interval: 100 })
      .toBe(2);
    const rejoinMs = Date.now() - restartedAt;

    const admin = await api.signedIn(ADMIN);
    await admin.from('notices').insert({ title: 'After restart' });
    await expect.poll(() => tables, { timeout: 3000 }).toEqual(['notices']);
    console.log(JSON.stringify({ rejoinAfterRestartMs: rejoinMs }));
    await visitor.removeAllChannels();
    await admin.from('notices').delete().eq('title', 'After restart');
  }, 40_000);
});
