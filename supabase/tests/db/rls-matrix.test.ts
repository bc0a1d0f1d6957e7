import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, expectRefusal, rolledBack, sqlError, type Role } from './helpers/as-role.ts';
import { ENGINES } from './helpers/engines.ts';
import { SCHEDULE_CASES, TABLE_CASES, type TableCase } from './helpers/fixtures.ts';
import { checkInsert, checkWrite, ROLES, useRoleMatrix, type Cell } from './helpers/rls-outcomes.ts';

// Every cell of the access matrix at the SQL level, as PostgREST runs a request (outcomes: helpers/rls-outcomes.ts).
const CONTENT: Record<Role, Cell> = {
  anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
  member: { select: 'visible', insert: 'rls', update: 'none', delete: 'none' },
  admin: { select: 'all', insert: 'ok', update: 'all', delete: 'all' },
};

// History and Trash: only admins read them; nobody writes them (their triggers do).
const HISTORY: Record<Role, Cell> = {
  anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
  member: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
  admin: { select: 'all', insert: 'denied', update: 'denied', delete: 'denied' },
};

/** A one-row table its migration creates: everyone reads it, admins change it, nobody adds or removes a row. */
const SINGLE_ROW: Record<Role, Cell> = {
  anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
  member: { select: 'visible', insert: 'denied', update: 'none', delete: 'denied' },
  admin: { select: 'all', insert: 'denied', update: 'all', delete: 'denied' },
};

const EXPECTED: Record<string, Record<Role, Cell>> = {
  content_revisions: HISTORY,
  content_trash: HISTORY,
  welcome_section: CONTENT,
  announcements: CONTENT,
  events: CONTENT,
  leaders: CONTENT,
  ministries: CONTENT,
  gallery_albums: CONTENT,
  gallery_photos: CONTENT,
  notices: CONTENT,
  milestones: CONTENT,
  sermons: CONTENT,
  sermon_presentations: CONTENT,
  church_settings: SINGLE_ROW,
  visit_page: SINGLE_ROW,
  event_exceptions: CONTENT,
  podcast_settings: {
    anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
    member: { select: 'visible', insert: 'rls', update: 'none', delete: 'denied' },
    admin: { select: 'all', insert: 'ok', update: 'all', delete: 'denied' },
  },
  contact_messages: {
    anon: { select: 'denied', insert: 'ok', update: 'denied', delete: 'denied' },
    member: { select: 'none', insert: 'ok', update: 'none', delete: 'none' },
    admin: { select: 'all', insert: 'ok', update: 'all', delete: 'all' },
  },
  user_roles: {
    anon: { select: 'denied', insert: 'denied', update: 'denied', delete: 'denied' },
    member: { select: 'none', insert: 'denied', update: 'denied', delete: 'denied' },
    admin: { select: 'own', insert: 'denied', update: 'denied', delete: 'denied' },
  },
};

describe.each(ENGINES)('RLS matrix on %s', (engineName) => {
  const { engine, users, asRole } = useRoleMatrix(engineName);

  describe.each(TABLE_CASES.map((c) => [c.table, c] as [string, TableCase]))('%s', (table, tc) => {
    const setup = (tx: Queryable) => tc.fixture(tx, users());

    it.each(ROLES)('select as %s', async (role) => {
      const expected = EXPECTED[table]![role].select;
      await asRole(role, setup, async (tx, fixture) => {
        let ids: string[] = [];
        const error = await sqlError(async () => {
          ids = (await tx.query<{ id: string }>(`select id::text as id from public.${table}`)).rows.map(
            (r) => r.id,
          );
        });
        if (expected === 'denied') return expectRefusal(error, 'denied');
        expect(error).toBeNull();
        const want = {
          visible: fixture.visible,
          own: fixture.visible,
          all: [...fixture.visible, ...fixture.hidden],
          none: [],
        }[expected];
        expect(ids.sort()).toEqual([...want].sort());
      });
    });

    it.each(ROLES)('insert as %s', async (role) => {
      await rolledBack(engine.db, async (tx) => {
        const fixture = tc.insertIntoEmptyTable ? { visible: [], hidden: [], parents: {} } : await setup(tx);
        if (tc.insertIntoEmptyTable) await tx.query(`delete from public.${table}`);
        await becomeRole(tx, role, users());
        const row = tc.newRow(fixture.parents, users());
        const columns = Object.keys(row);
        await checkInsert(EXPECTED[table]![role].insert, () =>
          tx.query(
            `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
            Object.values(row),
          ),
        );
      });
    });

    it.each(ROLES)('update as %s', async (role) => {
      await asRole(role, setup, (tx, fixture) =>
        checkWrite(EXPECTED[table]![role].update, fixture, async () => {
          const ids = [...fixture.visible, ...fixture.hidden];
          return (
            await tx.query(
              `update public.${table} set ${tc.update[0]} = $1 where id::text = any($2::text[])`,
              [tc.update[1], ids],
            )
          ).affectedRows;
        }),
      );
    });

    it.each(ROLES)('delete as %s', async (role) => {
      await asRole(role, setup, (tx, fixture) =>
        checkWrite(EXPECTED[table]![role].delete, fixture, async () => {
          const ids = [...fixture.visible, ...fixture.hidden];
          return (await tx.query(`delete from public.${table} where id::text = any($1::text[])`, [ids]))
            .affectedRows;
        }),
      );
    });
  });

  const HISTORY_TABLES = Object.keys(EXPECTED).filter((t) => EXPECTED[t] === HISTORY);
  const asServiceRole = <T>(tc: TableCase, fn: (tx: Queryable, ids: string[]) => Promise<T>) =>
    rolledBack(engine.db, async (tx) => {
      const fixture = await tc.fixture(tx, users());
      await tx.query(
        `select set_config('role', 'service_role', true), set_config('request.jwt.claims', '{"role":"service_role"}', true)`,
      );
      return fn(tx, [...fixture.visible, ...fixture.hidden]);
    });
  const changeAll = (tx: Queryable, tc: TableCase, ids: string[]) =>
    tx.query(`update public.${tc.table} set ${tc.update[0]} = $1 where id::text = any($2::text[])`, [
      tc.update[1],
      ids,
    ]);

  it.each(
    TABLE_CASES.filter((c) => !HISTORY_TABLES.includes(c.table)).map(
      (c) => [c.table, c] as [string, TableCase],
    ),
  )('service_role (server side) reads and changes every row of %s', async (_table, tc) => {
    const [seen, updated, expected] = await asServiceRole(tc, async (tx, ids) => {
      const seen = (
        await tx.query<{ id: string }>(`select id from public.${tc.table} where id::text = any($1::text[])`, [
          ids,
        ])
      ).rows;
      return [seen.length, (await changeAll(tx, tc, ids)).affectedRows, ids.length];
    });
    expect([seen, updated]).toEqual([expected, expected]);
  });

  it.each(
    TABLE_CASES.filter((c) => HISTORY_TABLES.includes(c.table)).map(
      (c) => [c.table, c] as [string, TableCase],
    ),
  )('service_role reads %s but cannot rewrite it', async (_table, tc) => {
    const [seen, expected, error] = await asServiceRole(tc, async (tx, ids) => [
      (await tx.query(`select id from public.${tc.table} where id::text = any($1::text[])`, [ids])).rows
        .length,
      ids.length,
      await sqlError(() => changeAll(tx, tc, ids)),
    ]);
    expect(seen).toBe(expected);
    expectRefusal(error as { code: string; message: string } | null, 'denied');
  });

  it.each(
    ROLES.flatMap((role) => SCHEDULE_CASES.hidden.map((row) => [role, JSON.stringify(row), row] as const)),
  )(
    'a welcome section that is not public (draft, scheduled or expired) is seen only by admins (%s, %s)',
    async (role, _label, row) => {
      const ids = await asRole(
        role,
        async (tx) => ({ visible: [], hidden: [await insertWelcome(tx, row)], parents: {} }),
        async (tx) => (await tx.query<{ id: string }>('select id from public.welcome_section')).rows,
      );
      expect(ids).toHaveLength(role === 'admin' ? 1 : 0);
    },
  );

  it.each(ROLES)('auth.users is out of reach (%s)', async (role) => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, role, users());
      expectRefusal(await sqlError(() => tx.query('select id from auth.users')), 'denied');
    });
  });

  it('a visitor’s message is accepted only without RETURNING (return=minimal), as they cannot read it back', async () => {
    const [plain, returning] = await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'anon', users());
      const sql = `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', 'Hi')`;
      const plain = await sqlError(() => tx.query(sql));
      return [plain, await sqlError(() => tx.query(`${sql} returning id`))];
    });
    expect(plain).toBeNull();
    expectRefusal(returning, 'denied');
  });

  it('a visitor cannot mark a message as handled while sending it', async () => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'anon', users());
      expectRefusal(
        await sqlError(() =>
          tx.query(
            `insert into public.contact_messages (name, email, message, handled) values ('A', 'a@example.com', 'Hi', true)`,
          ),
        ),
        'denied',
      );
    });
  });
});

async function insertWelcome(tx: Queryable, row: Record<string, unknown>): Promise<string> {
  await tx.query('delete from public.welcome_section');
  return insertRow(tx, 'welcome_section', { title: 'Hidden welcome', ...row });
}
