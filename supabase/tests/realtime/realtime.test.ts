import type { RealtimeChannel, RealtimePostgresChangesPayload, SupabaseClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN, testApiForSuite } from '../api/helpers.ts';
import { joined, quietPeriod, rawSocket, until } from './helpers.ts';

type Change = RealtimePostgresChangesPayload<Record<string, unknown>>;

// A table of the test's own in the publication: the site's pages listen to Broadcast, not Postgres Changes.
const SCHEMA = `
create table public.rt_items (id uuid primary key default gen_random_uuid(), title text not null, published boolean not null default true);
alter table public.rt_items enable row level security;
create policy "Visitors read published" on public.rt_items for select to anon using (published);
create policy "Signed-in users do anything" on public.rt_items for all to authenticated using (true) with check (true);
grant select on public.rt_items to anon;
grant all on public.rt_items to authenticated;
alter publication supabase_realtime add table public.rt_items;
`;

/** Subscribes to rt_items and collects every change the server sends to this client. */
async function watchItems(
  client: SupabaseClient,
  name: string,
): Promise<{ channel: RealtimeChannel; changes: Change[] }> {
  const changes: Change[] = [];
  const channel = client
    .channel(name)
    .on('postgres_changes', { event: '*', schema: 'public', table: 'rt_items' }, (p) =>
      changes.push(p as Change),
    );
  await joined(channel);
  return { channel, changes };
}

describe('realtime', () => {
  const api = testApiForSuite({}, async (opened) => {
    await opened.db.exec(SCHEMA);
    await opened.reloadSchema();
  });

  it('answers heartbeats and echoes binding ids in order on join, then says subscribed', async () => {
    const { ws, frames } = await rawSocket(api);
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

  it('delivers changes as hosted Realtime does: RLS per subscriber, nothing for a row that stops passing, every DELETE by key', async () => {
    const visitor = api.anon();
    const editor = await api.signedIn(ADMIN);
    const seen = {
      visitor: await watchItems(visitor, 'visitor'),
      editor: await watchItems(editor, 'editor'),
    };

    const { data: draft, error } = await editor
      .from('rt_items')
      .insert({ title: 'Draft', published: false })
      .select()
      .single();
    expect(error).toBeNull();
    const editorInsert = await until(() =>
      seen.editor.changes.find((c) => c.eventType === 'INSERT' && c.new.id === draft.id),
    );
    expect(editorInsert).toMatchObject({
      schema: 'public',
      table: 'rt_items',
      new: { title: 'Draft', published: false },
      old: {},
    });
    expect(editorInsert.commit_timestamp).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);

    await editor.from('rt_items').update({ published: true }).eq('id', draft.id);
    const shown = await until(() => seen.visitor.changes.find((c) => c.eventType === 'UPDATE'));
    expect(shown.new).toEqual({ id: draft.id, title: 'Draft', published: true });
    expect(shown.old).toEqual({ id: draft.id });

    // Unpublished: the row no longer passes the visitor's policy, so the visitor is sent nothing at all.
    await editor.from('rt_items').update({ published: false }).eq('id', draft.id);
    await until(() => seen.editor.changes.find((c) => c.eventType === 'UPDATE' && c.new.published === false));
    await editor.from('rt_items').update({ title: 'Draft, edited' }).eq('id', draft.id);
    await until(() =>
      seen.editor.changes.find((c) => c.eventType === 'UPDATE' && c.new.title === 'Draft, edited'),
    );
    await quietPeriod();
    expect(seen.visitor.changes.map((c) => c.eventType)).toEqual(['UPDATE']);

    // A DELETE cannot be checked against policies: every subscriber gets it, with the key only.
    await editor.from('rt_items').delete().eq('id', draft.id);
    const deleted = await until(() => seen.visitor.changes.find((c) => c.eventType === 'DELETE'));
    expect(deleted.old).toEqual({ id: draft.id });
    expect((await until(() => seen.editor.changes.find((c) => c.eventType === 'DELETE'))).old).toEqual({
      id: draft.id,
    });

    await visitor.removeAllChannels();
    await editor.removeAllChannels();
  });

  it('a token update changes what the channel may see; an invalid token closes it', async () => {
    const client = api.anon();
    const { channel, changes } = await watchItems(client, 'upgrade');
    const editor = await api.signedIn(ADMIN);
    const { data: session } = await editor.auth.getSession();
    await client.realtime.setAuth(session.session!.access_token);
    const { data: row } = await editor
      .from('rt_items')
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
    await editor.from('rt_items').delete().eq('id', row.id);
    await client.removeAllChannels();
  });
});
