import { setTimeout as sleep } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, rolledBack, useUsers, type Role, type Users } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

/** `public.content_version()` as `role` sees it; the transaction is the owner's again afterwards. */
async function versionAs(tx: Queryable, role: Role, users: Users, at?: string): Promise<string> {
  await becomeRole(tx, role, users);
  const { rows } = await tx.query<{ v: string }>('select public.content_version($1) as v', [at ?? null]);
  await tx.query('reset role');
  await tx.query(`select set_config('request.jwt.claims', '', true)`);
  return rows[0]!.v;
}

describe.each(ENGINES)('content version on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  it('moves for every change a visitor would see, and for none they would not', async () => {
    const seen = await rolledBack(engine.db, async (tx) => {
      const visitor = () => versionAs(tx, 'anon', users());
      const steps: Record<string, string> = { start: await visitor() };
      const step = async (name: string, sql: string, params: unknown[] = []) => {
        await tx.query(sql, params);
        steps[name] = await visitor();
      };
      steps.again = await visitor();
      const draft = await insertRow(tx, 'leaders', { name: 'Deaconess Owusu', published: false });
      steps.draftAdded = await visitor();
      await step('draftEdited', `update public.leaders set name = 'Deaconess A. Owusu' where id = $1`, [
        draft,
      ]);
      await step('published', 'update public.leaders set published = true where id = $1', [draft]);
      await step('edited', `update public.leaders set name = 'Deaconess Abena Owusu' where id = $1`, [draft]);
      await step(
        'scheduledLater',
        `update public.leaders set publish_at = now() + interval '1 day' where id = $1`,
        [draft],
      );
      await step('deleted', 'delete from public.leaders where id = $1', [draft]);
      await step('settingsEdited', `update public.church_settings set phone = '+233 24 000 0000'`);
      return steps;
    });
    expect(seen.again).toBe(seen.start);
    // A draft, added or edited, is not the visitor's: nothing they could be shown moved.
    expect(seen.draftAdded).toBe(seen.start);
    expect(seen.draftEdited).toBe(seen.start);
    const moved = [seen.start, seen.published, seen.edited, seen.settingsEdited];
    expect(new Set(moved).size).toBe(moved.length);
    // Scheduled for tomorrow and deleted are both "not shown": the visitor's view is the start's again.
    expect(seen.scheduledLater).toBe(seen.start);
    expect(seen.deleted).toBe(seen.start);
  });

  it('moves when the clock passes a scheduled publish date, with no write at that moment', async () => {
    const id = await insertRow(engine.db, 'notices', {
      title: 'Choir rehearsal moved to Friday',
      content: 'Rehearsal is on Friday at 6 pm this week.',
      publish_at: new Date(Date.now() + 1500).toISOString(),
    });
    try {
      const before = await rolledBack(engine.db, (tx) => versionAs(tx, 'anon', users()));
      await sleep(2000);
      const after = await rolledBack(engine.db, (tx) => versionAs(tx, 'anon', users()));
      expect(after).not.toBe(before);
    } finally {
      await engine.db.query('delete from public.notices where id = $1', [id]);
    }
  });

  it('for a read with a moment in its filter, moves when a visible row’s time passes between two moments', async () => {
    const minute = (m: number) => new Date(Date.UTC(2031, 4, 4, 9, m)).toISOString();
    const seen = await rolledBack(engine.db, async (tx) => {
      // Nothing else the visitor sees happens on this morning in 2031.
      await insertRow(tx, 'events', {
        title: 'Youth prayer breakfast',
        starts_at: minute(0),
        ends_at: minute(30),
      });
      const at = (m: number) => versionAs(tx, 'anon', users(), minute(m));
      return { before: await at(10), stillBefore: await at(29), ended: await at(31), later: await at(45) };
    });
    expect(seen.stillBefore).toBe(seen.before);
    expect(seen.ended).not.toBe(seen.before);
    expect(seen.later).toBe(seen.ended);
  });

  it('a moment already past when its row was written (created, stamped published) is not one the clock crosses', async () => {
    const [before, after] = await rolledBack(engine.db, async (tx) => {
      await insertRow(tx, 'announcements', {
        title: 'Harvest thanksgiving offering',
        content: 'Bring your offering.',
      });
      const { rows } = await tx.query<{ before: string; after: string }>(
        `select (now() - interval '1 minute')::text as before, (now() + interval '1 minute')::text as after`,
      );
      return [
        await versionAs(tx, 'anon', users(), rows[0]!.before),
        await versionAs(tx, 'anon', users(), rows[0]!.after),
      ];
    });
    expect(after).toBe(before);
  });

  it('an admin signed in counts drafts: their value is not a visitor’s', async () => {
    const [visitor, admin] = await rolledBack(engine.db, async (tx) => {
      await insertRow(tx, 'events', {
        title: 'Leaders’ retreat (draft)',
        starts_at: new Date(Date.now() + 86_400_000).toISOString(),
        published: false,
      });
      return [await versionAs(tx, 'anon', users()), await versionAs(tx, 'admin', users())];
    });
    expect(admin).not.toBe(visitor);
  });
});
