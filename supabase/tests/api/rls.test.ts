import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, startTestApi, type TestApi } from './helpers.ts';

// The migrations' row-level security, re-run through HTTP with the three API roles.
const PUBLISHED_TABLES = [
  'welcome_section',
  'announcements',
  'events',
  'leaders',
  'ministries',
  'gallery_albums',
  'milestones',
  'sermons',
];

let api: TestApi;
let roles: Record<'anon' | 'member' | 'admin' | 'service', SupabaseClient>;

beforeAll(async () => {
  api = await startTestApi();
  roles = {
    anon: api.anon(),
    member: await api.signedIn(MEMBER),
    admin: await api.signedIn(ADMIN),
    service: api.service(),
  };
  // At least one hidden row per table, so "published only" and "all" differ.
  for (const table of ['events', 'announcements', 'sermons']) {
    const { data } = await roles.service.from(table).select('*').limit(1).single();
    const { id: _id, created_at: _c, updated_at: _u, ...copy } = data as Record<string, unknown>;
    const { error } = await roles.service
      .from(table)
      .insert({ ...copy, title: `Hidden ${table}`, published: false });
    expect(error).toBeNull();
  }
});
afterAll(async () => api?.close());

async function count(client: SupabaseClient, table: string, publishedOnly = false) {
  let q = client.from(table).select('*', { count: 'exact', head: true });
  if (publishedOnly) q = q.eq('published', true);
  const { count: n, error } = await q;
  expect(error).toBeNull();
  return n;
}

describe('reads', () => {
  it.each(PUBLISHED_TABLES)('%s: visitors and members see published rows, admins all', async (table) => {
    const all = await count(roles.service, table);
    const published = await count(roles.service, table, true);
    expect(await count(roles.anon, table)).toBe(published);
    expect(await count(roles.member, table)).toBe(published);
    expect(await count(roles.admin, table)).toBe(all);
  });

  it('user_roles: each user reads only their own; anon may not read', async () => {
    const anon = await roles.anon.from('user_roles').select('role');
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    expect((await roles.member.from('user_roles').select('role')).data).toEqual([]);
    const adminId = (await roles.admin.auth.getUser()).data.user!.id;
    const { data } = await roles.admin
      .from('user_roles')
      .select('role')
      .eq('user_id', adminId)
      .eq('role', 'admin')
      .maybeSingle();
    expect(data).toEqual({ role: 'admin' });
  });

  it('is_admin() is not an API function: private.is_admin() serves policies only', async () => {
    for (const c of [roles.anon, roles.member, roles.admin]) {
      const res = await c.rpc('is_admin');
      expect([res.status, res.error?.code]).toEqual([404, 'PGRST202']);
    }
  });
});

describe('writes', () => {
  const event = (title: string) => ({ title, starts_at: '2027-01-01T10:00:00Z' });

  it('insert: anon 401, member 403, admin 201', async () => {
    const anon = await roles.anon.from('events').insert(event('anon'));
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const member = await roles.member.from('events').insert(event('member'));
    expect([member.status, member.error?.code]).toEqual([403, '42501']);
    const admin = await roles.admin.from('events').insert(event('admin event')).select('title').single();
    expect([admin.status, admin.data]).toEqual([201, { title: 'admin event' }]);
  });

  it('update and delete: invisible to members, done by admins', async () => {
    const memberUpdate = await roles.member
      .from('events')
      .update({ title: 'hacked' })
      .eq('title', 'admin event')
      .select();
    expect(memberUpdate.data).toEqual([]);
    const memberDelete = await roles.member.from('events').delete().eq('title', 'admin event').select();
    expect(memberDelete.data).toEqual([]);
    const anonUpdate = await roles.anon.from('events').update({ title: 'hacked' }).eq('title', 'admin event');
    expect(anonUpdate.status).toBe(401);
    const adminUpdate = await roles.admin
      .from('events')
      .update({ location: 'Main hall' })
      .eq('title', 'admin event')
      .select('location');
    expect(adminUpdate.data).toEqual([{ location: 'Main hall' }]);
    const adminDelete = await roles.admin
      .from('events')
      .delete({ count: 'exact' })
      .eq('title', 'admin event');
    expect(adminDelete.count).toBe(1);
  });

  it('nobody but the service writes user_roles', async () => {
    const memberId = (await roles.member.auth.getUser()).data.user!.id;
    for (const c of [roles.member, roles.admin]) {
      const res = await c.from('user_roles').insert({ user_id: memberId, role: 'admin' });
      expect([res.status, res.error?.code]).toEqual([403, '42501']);
    }
    const memberRoles = await roles.member.from('user_roles').select('role');
    expect(memberRoles.data).toEqual([]);
  });

  it('contact_messages: visitors send, only admins read', async () => {
    const sent = await roles.anon
      .from('contact_messages')
      .insert({ name: 'Visitor', email: 'v@example.com', subject: 'Hello', message: 'Hi there' });
    expect([sent.status, sent.error]).toEqual([201, null]);
    const sneaky = await roles.anon
      .from('contact_messages')
      .insert({ name: 'V', email: 'v@example.com', message: 'x', handled: true });
    expect(sneaky.error?.code).toBe('42501');
    const anonRead = await roles.anon.from('contact_messages').select('*');
    expect(anonRead.status).toBe(401);
    expect((await roles.member.from('contact_messages').select('*')).data).toEqual([]);
    const admin = await roles.admin.from('contact_messages').select('name, subject');
    expect(admin.data).toContainEqual({ name: 'Visitor', subject: 'Hello' });
  });
});
