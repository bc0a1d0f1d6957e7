import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, startTestApi, type TestApi } from '../api/helpers.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

/** Subscribes to notices and collects every change the server sends to this client. */
async function watchNotices(
  client: SupabaseClient,
  name: string,
): Promise<{ channel: RealtimeChannel; changes: Change[] }> {
  const changes: Change[] = [];
  const channel = client
    .channel(name)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'notices' }, (p) =>
      changes.push(p as Change),
    );
  await new Promise<void>((resolve, reject) =>
    channel.subscribe((status, error) => {
      if (status === 'SUBSCRIBED') resolve();
      else if (status !== 'CLOSED') reject(error ?? new Error(status));
    }),
  );
  return { channel, changes };
}

async function until<T>(probe: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const value = probe();
    if (value !== undefined) return value;
    if (Date.now() > end) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('realtime', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(async () => {
    await api.close();
  });

  it('answers heartbeats and echoes binding ids in order on join, then says subscribed', async () => {
    const ws = new WebSocket(
      `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=${api.anonKey}&vsn=2.0.0`,
    );
    const frames: unknown[][] = [];
    ws.on('message', (data) => frames.push(JSON.parse(String(data)) as unknown[]));
    await new Promise((resolve) => ws.once('open', resolve));
    ws.send(JSON.stringify([null, '1', 'phoenix', 'heartbeat', {}]));
    const bindings = [
      { event: 'UPDATE', schema: 'public', table: 'notices' },
      { event: '*', schema: 'public', table: 'events', filter: 'location=eq.Main hall' },
    ];
    ws.send(
      JSON.stringify([
        '2',
        '2',
        'realtime:x',
        'phx_join',
        { config: { postgres_changes: bindings }, access_token: api.anonKey },
      ]),
    );
    await until(() => (frames.length >= 3 ? true : undefined));
    expect(frames[0]).toEqual([null, '1', 'phoenix', 'phx_reply', { status: 'ok', response: {} }]);
    const [joinRef, ref, topic, event, payload] = frames[1]! as [
      string,
      string,
      string,
      string,
      { status: string; response: { postgres_changes: { id: number }[] } },
    ];
    expect([joinRef, ref, topic, event, payload.status]).toEqual(['2', '2', 'realtime:x', 'phx_reply', 'ok']);
    expect(
      payload.response.postgres_changes.map(({ id, ...rest }) => (expect(id).toBeTypeOf('number'), rest)),
    ).toEqual(bindings);
    expect(frames[2]).toEqual([
      '2',
      null,
      'realtime:x',
      'system',
      { extension: 'postgres_changes', status: 'ok', message: 'Subscribed to PostgreSQL', channel: 'x' },
    ]);
    ws.send(JSON.stringify(['2', '3', 'realtime:x', 'phx_leave', {}]));
    await until(() => (frames.length >= 4 ? true : undefined));
    expect(frames[3]).toEqual(['2', '3', 'realtime:x', 'phx_reply', { status: 'ok', response: {} }]);
    ws.close();
  });

  it('refuses a socket without a valid API key', async () => {
    const status = await new Promise<number | undefined>((resolve) => {
      const ws = new WebSocket(
        `${api.url.replace('http', 'ws')}/realtime/v1/websocket?apikey=nope&vsn=2.0.0`,
      );
      ws.on('unexpected-response', (_req, res) => resolve(res.statusCode));
      ws.on('open', () => resolve(101));
    });
    expect(status).toBe(401);
  });

  it('delivers changes with record, old_record and columns; RLS keeps unpublished rows from visitors', async () => {
    const visitor = api.anon();
    const admin = await api.signedIn(ADMIN);
    const seen = {
      visitor: await watchNotices(visitor, 'visitor'),
      admin: await watchNotices(admin, 'admin'),
    };

    const { data: draft, error } = await admin
      .from('notices')
      .insert({ title: 'Draft notice', published: false })
      .select()
      .single();
    expect(error).toBeNull();
    const adminInsert = await until(() =>
      seen.admin.changes.find((c) => c.eventType === 'INSERT' && c.new.id === draft.id),
    );
    expect(adminInsert).toMatchObject({
      schema: 'public',
      table: 'notices',
      new: { title: 'Draft notice', published: false },
      old: {},
    });
    expect(adminInsert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await admin.from('notices').update({ published: true }).eq('id', draft.id);
    const shown = await until(() => seen.visitor.changes.find((c) => c.eventType === 'UPDATE'));
    expect(shown.new).toMatchObject({ id: draft.id, title: 'Draft notice', published: true, pinned: false });
    expect(shown.old).toEqual({ id: draft.id });
    // The visitor never got the unpublished insert.
    expect(seen.visitor.changes.map((c) => c.eventType)).toEqual(['UPDATE']);

    await admin.from('notices').update({ published: false }).eq('id', draft.id);
    const hidden = await until(() =>
      seen.visitor.changes.length === 2 ? seen.visitor.changes[1] : undefined,
    );
    expect(hidden).toMatchObject({ eventType: 'UPDATE', new: {}, old: { id: draft.id } });
    const adminHidden = await until(() =>
      seen.admin.changes.find((c) => c.eventType === 'UPDATE' && c.new.published === false),
    );
    expect((adminHidden.new as { title: string }).title).toBe('Draft notice');

    // Edits and the deletion of a row the visitor cannot read (any more) are not sent to the visitor at all.
    await admin.from('notices').update({ title: 'Draft, edited' }).eq('id', draft.id);
    await admin.from('notices').delete().eq('id', draft.id);
    await until(() => seen.admin.changes.find((c) => c.eventType === 'DELETE'));
    expect(seen.visitor.changes).toHaveLength(2);

    // A published row's deletion reaches the visitor with the key only.
    const { data: live } = await admin.from('notices').insert({ title: 'Live notice' }).select().single();
    await admin.from('notices').delete().eq('id', live.id);
    const deleted = await until(() => seen.visitor.changes.find((c) => c.eventType === 'DELETE'));
    expect(deleted.old).toEqual({ id: live.id });
    expect(seen.visitor.changes.map((c) => c.eventType)).toEqual(['UPDATE', 'UPDATE', 'INSERT', 'DELETE']);

    await visitor.removeAllChannels();
    await admin.removeAllChannels();
  });

  it('a token update changes what the channel may see; an invalid token closes it', async () => {
    const client = api.anon();
    const { channel, changes } = await watchNotices(client, 'upgrade');
    const admin = await api.signedIn(ADMIN);
    const { data: session } = await admin.auth.getSession();
    await client.realtime.setAuth(session.session!.access_token);
    const { data: row } = await admin
      .from('notices')
      .insert({ title: 'Seen after sign-in', published: false })
      .select()
      .single();
    const got = await until(() => changes.find((c) => c.eventType === 'INSERT'));
    expect(got.new.id).toBe(row.id);

    const closed = new Promise<string>((resolve) =>
      channel.on('system', {}, (p: { status: string; message: string }) =>
        resolve(`${p.status}: ${p.message}`),
      ),
    );
    await client.realtime.setAuth('not-a-jwt');
    expect(await closed).toMatch(/^error: Invalid JWT/);
    await admin.from('notices').delete().eq('id', row.id);
    await client.removeAllChannels();
  });
});
