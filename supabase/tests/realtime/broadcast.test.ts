import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, startTestApi, type TestApi, testApiForSuite } from '../api/helpers.ts';
import { hear, joined, quietPeriod, until, visitorOnPublicContent } from './helpers.ts';

describe('Realtime Broadcast', () => {
  const api = testApiForSuite();

  it('a visitor on the private public-content channel hears which table changed, publishing and unpublishing alike, never a draft', async () => {
    const { visitor, heard } = await visitorOnPublicContent(api);
    const admin = await api.signedIn(ADMIN);

    const { data: draft } = await admin
      .from('notices')
      .insert({ title: 'Hidden draft', published: false })
      .select('id')
      .single();
    await admin.from('notices').update({ title: 'Hidden draft, edited' }).eq('id', draft!.id);
    await quietPeriod();
    expect(heard).toEqual([]);

    await admin.from('notices').update({ published: true }).eq('id', draft!.id);
    const published = await until(() => heard[0]);
    expect(published.event).toBe('notices');
    expect(published.payload).toEqual({ table: 'notices', id: expect.stringMatching(/^[0-9a-f-]{36}$/) });

    await admin.from('notices').update({ published: false }).eq('id', draft!.id);
    await until(() => heard[1]);
    await admin.from('events').insert({ title: 'Choir practice', starts_at: '2027-02-01T18:00:00Z' });
    await until(() => heard[2]);
    expect(heard.map((m) => m.event)).toEqual(['notices', 'notices', 'events']);

    await admin.from('notices').delete().eq('id', draft!.id);
    await admin.from('events').delete().eq('title', 'Choir practice');
    await visitor.removeAllChannels();
  });

  it('a private channel the policies do not open is refused with hosted Realtime reason', async () => {
    const visitor = api.anon();
    await expect(joined(visitor.channel('office-only', { config: { private: true } }))).rejects.toThrow(
      'Unauthorized: You do not have permissions to read from this Channel topic: office-only',
    );
    await visitor.removeAllChannels();
  });

  it('private messages reach only private channels, and nobody may broadcast on public-content', async () => {
    const outsider = api.anon();
    const publicSide = await hear(outsider, 'public-content', { private: false });
    const insider = api.anon();
    const privateSide = await hear(insider, 'public-content');
    const sender = api.anon();
    const senderSide = await hear(sender, 'public-content');
    await senderSide.channel.send({ type: 'broadcast', event: 'notices', payload: { forged: true } });

    const admin = await api.signedIn(ADMIN);
    await admin.from('announcements').insert({ title: 'Harvest thanksgiving' });
    await until(() => privateSide.heard[0]);
    await quietPeriod();
    expect(privateSide.heard.map((m) => m.payload.table)).toEqual(['announcements']);
    expect(publicSide.heard).toEqual([]);

    await admin.from('announcements').delete().eq('title', 'Harvest thanksgiving');
    for (const client of [outsider, insider, sender]) await client.removeAllChannels();
  });

  it('on a public channel a client broadcast reaches the others, and itself only with self', async () => {
    const [a, b] = [api.anon(), api.anon()];
    const quiet = await hear(a, 'hallway', { private: false });
    const echo = await hear(b, 'hallway', { private: false, self: true });
    expect(await quiet.channel.send({ type: 'broadcast', event: 'wave', payload: { from: 'a' } })).toBe('ok');
    expect(await echo.channel.send({ type: 'broadcast', event: 'wave', payload: { from: 'b' } })).toBe('ok');
    await until(() => (quiet.heard.length && echo.heard.length === 2 ? true : undefined));
    await quietPeriod();
    expect(quiet.heard).toEqual([{ type: 'broadcast', event: 'wave', payload: { from: 'b' } }]);
    expect(echo.heard.map((m) => m.payload.from)).toEqual(['a', 'b']);
    await a.removeAllChannels();
    await b.removeAllChannels();
  });

  it('realtime.send delivers after commit; a rolled-back send is never delivered', async () => {
    const { visitor, heard } = await visitorOnPublicContent(api);
    const send = (table: string) =>
      `select realtime.send('{"table":"${table}"}'::jsonb, '${table}', 'public-content', true)`;
    await api.db
      .transaction(async (tx) => {
        await tx.query(send('rolled_back'));
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await api.db.query(send('committed'));
    await until(() => heard[0]);
    await quietPeriod();
    expect(heard.map((m) => m.event)).toEqual(['committed']);
    await visitor.removeAllChannels();
  });
});

describe('Realtime plan limits', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ realtimeMaxConcurrentUsers: 3 });
  });
  afterAll(async () => {
    await api.close();
  });

  it('beyond the concurrent users a plan allows, a join is refused with hosted reason until someone leaves', async () => {
    const clients = [api.anon(), api.anon(), api.anon(), api.anon()];
    for (const client of clients.slice(0, 3)) await hear(client, 'public-content');
    // A connection already counted may open more channels.
    await hear(clients[0]!, 'second-room', { private: false });
    await expect(
      joined(clients[3]!.channel('public-content', { config: { private: true } })),
    ).rejects.toThrow('ConnectionRateLimitReached: Too many connected users');
    await clients[3]!.removeAllChannels();
    await clients[0]!.removeAllChannels();
    await expect
      .poll(async () => {
        const retry = api.anon();
        const ok = await hear(retry, 'public-content').then(
          () => true,
          () => false,
        );
        await retry.removeAllChannels();
        return ok;
      })
      .toBe(true);
    for (const client of clients) await client.removeAllChannels();
  });
});
