import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, MEMBER, startTestApi, type TestApi } from './helpers.ts';

const TABLES = ['events', 'announcements', 'sermons'];

/** What a HEAD count of each table says to `client`: what row_counts must agree with. */
const headCounts = async (client: SupabaseClient) =>
  Object.fromEntries(
    await Promise.all(
      TABLES.map(async (table) => {
        const { count, error } = await client.from(table).select('id', { count: 'exact', head: true });
        expect(error).toBeNull();
        return [table, count];
      }),
    ),
  );

describe("the dashboard's counts in one read (row_counts)", () => {
  let api: TestApi;
  let admin: SupabaseClient;
  let member: SupabaseClient;
  beforeAll(async () => {
    api = await startTestApi();
    [admin, member] = [await api.signedIn(ADMIN), await api.signedIn(MEMBER)];
    // A draft: the admin's count includes it, a member's does not.
    const draft = await admin
      .from('announcements')
      .insert({ title: 'Draft notice for the count', content: 'Not yet', published: false });
    expect(draft.error).toBeNull();
  });
  afterAll(async () => {
    await api?.close();
  });

  it("counts each table through the caller's own policies, as a HEAD count of it would", async () => {
    const [forAdmin, forMember] = await Promise.all([
      admin.rpc('row_counts', { tables: TABLES }),
      member.rpc('row_counts', { tables: TABLES }),
    ]);
    expect(forAdmin.error).toBeNull();
    expect(forAdmin.data).toEqual(await headCounts(admin));
    expect(forMember.data).toEqual(await headCounts(member));
    const counts = forAdmin.data as Record<string, number>;
    expect(counts.announcements).toBeGreaterThan((forMember.data as Record<string, number>).announcements!);
  });

  it('refuses a name that is not a table, as a read of it would be refused', async () => {
    const { data, error } = await admin.rpc('row_counts', { tables: ['events', 'no_such_table'] });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42P01' });
  });

  it('is not open to visitors: the dashboard is for signed-in people', async () => {
    const { data, error } = await api.anon().rpc('row_counts', { tables: TABLES });
    expect(data).toBeNull();
    expect(error).toMatchObject({ code: '42501' });
  });
});
