import { beforeAll, describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, createUsers, rolledBack, sqlError, type Role, type Users } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';
import { SCHEDULE_CASES, TABLE_CASES, type Fixture, type TableCase } from './helpers/fixtures.ts';

/**
 * Every cell of the access matrix at the SQL level, as PostgREST runs a request: one transaction,
 * `set_config('role', …, true)` and `set_config('request.jwt.claims', …, true)`, then the statement.
 *
 * select:  visible = exactly the rows visitors may see · all = every row · own = the caller's rows ·
 *          none = no rows · denied = no privilege (42501)
 * insert:  ok · rls = refused by a policy (42501) · denied = no privilege (42501)
 * update/delete: all = every fixture row changed · none = no row changed · denied = no privilege
 */
type SelectOutcome = 'visible' | 'all' | 'own' | 'none' | 'denied';
type InsertOutcome = 'ok' | 'rls' | 'denied';
type WriteOutcome = 'all' | 'none' | 'denied';
interface Cell {
  select: SelectOutcome;
  insert: InsertOutcome;
  update: WriteOutcome;
  delete: WriteOutcome;
}

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
  church_settings: {
    anon: { select: 'visible', insert: 'denied', update: 'denied', delete: 'denied' },
    member: { select: 'visible', insert: 'denied', update: 'none', delete: 'denied' },
    admin: { select: 'all', insert: 'denied', update: 'all', delete: 'denied' },
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

const STORAGE: Record<Role, Cell> = {
  anon: { select: 'none', insert: 'rls', update: 'none', delete: 'none' },
  member: { select: 'none', insert: 'rls', update: 'none', delete: 'none' },
  admin: { select: 'all', insert: 'ok', update: 'all', delete: 'all' },
};

const ROLES: Role[] = ['anon', 'member', 'admin'];

function expectRefusal(error: { code: string; message: string } | null, kind: 'denied' | 'rls') {
  expect(error, `expected ${kind}`).not.toBeNull();
  expect(error!.code).toBe('42501');
  expect(error!.message).toMatch(kind === 'denied' ? /permission denied/ : /row-level security/);
}

async function checkWrite(outcome: WriteOutcome, fixture: Fixture, run: () => Promise<number>) {
  let affected = -1;
  const error = await sqlError(async () => {
    affected = await run();
  });
  if (outcome === 'denied') return expectRefusal(error, 'denied');
  expect(error).toBeNull();
  expect(affected).toBe(outcome === 'all' ? fixture.visible.length + fixture.hidden.length : 0);
}

async function checkInsert(outcome: InsertOutcome, run: () => Promise<unknown>) {
  const error = await sqlError(run);
  if (outcome === 'ok') expect(error).toBeNull();
  else expectRefusal(error, outcome);
}

describe.each(ENGINES)('RLS matrix on %s', (engineName) => {
  const engine = useEngine(engineName);
  let users: Users;

  beforeAll(async () => {
    users = await createUsers(engine.db);
  });

  /** A fixture (inserted as the owner), then the caller's role, then `fn`; all rolled back. */
  const asRole = <T>(
    role: Role,
    setup: (tx: Queryable) => Promise<Fixture>,
    fn: (tx: Queryable, fixture: Fixture) => Promise<T>,
  ) =>
    rolledBack(engine.db, async (tx) => {
      const fixture = await setup(tx);
      await becomeRole(tx, role, users);
      return fn(tx, fixture);
    });

  describe.each(TABLE_CASES.map((c) => [c.table, c] as [string, TableCase]))('%s', (table, tc) => {
    const setup = (tx: Queryable) => tc.fixture(tx, users);

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
        await becomeRole(tx, role, users);
        const row = tc.newRow(fixture.parents, users);
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
      const fixture = await tc.fixture(tx, users);
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

  describe.each(['images', 'sermon-presentations'])('storage.objects in bucket %s', (bucket) => {
    const setup = async (tx: Queryable): Promise<Fixture> => {
      const { rows } = await tx.query<{ id: string }>(
        `insert into storage.objects (bucket_id, name, metadata) values ($1, 'fixtures/existing.bin', '{}') returning id`,
        [bucket],
      );
      return { visible: [], hidden: [rows[0]!.id], parents: {} };
    };

    it.each(ROLES)('list (select) as %s', async (role) => {
      await asRole(role, setup, async (tx, fixture) => {
        const ids = (
          await tx.query<{ id: string }>('select id from storage.objects where bucket_id = $1', [bucket])
        ).rows;
        expect(ids.map((r) => r.id)).toEqual(STORAGE[role].select === 'all' ? fixture.hidden : []);
      });
    });

    it.each(ROLES)('upload (insert) as %s', async (role) => {
      await asRole(role, setup, (tx) =>
        checkInsert(STORAGE[role].insert, () =>
          tx.query(
            `insert into storage.objects (bucket_id, name, owner, metadata) values ($1, 'new/file.bin', auth.uid(), '{}')`,
            [bucket],
          ),
        ),
      );
    });

    it.each(ROLES)('replace (update) as %s', async (role) => {
      await asRole(role, setup, (tx, fixture) =>
        checkWrite(
          STORAGE[role].update,
          fixture,
          async () =>
            (
              await tx.query(`update storage.objects set metadata = '{"size":1}' where bucket_id = $1`, [
                bucket,
              ])
            ).affectedRows,
        ),
      );
    });

    // The Storage API deletes with `storage.allow_delete_query` set (plain SQL is refused); RLS still decides.
    it.each(ROLES)('remove (delete) as %s, through the Storage API', async (role) => {
      await asRole(role, setup, async (tx, fixture) => {
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        await checkWrite(
          STORAGE[role].delete,
          fixture,
          async () =>
            (await tx.query('delete from storage.objects where bucket_id = $1', [bucket])).affectedRows,
        );
      });
    });

    it.each(ROLES)('remove (delete) as %s in plain SQL is refused, whatever the policies', async (role) => {
      await asRole(role, setup, async (tx) => {
        const error = await sqlError(() =>
          tx.query('delete from storage.objects where bucket_id = $1', [bucket]),
        );
        expect(error).toMatchObject({
          code: '42501',
          message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
        });
      });
    });
  });

  it('admins cannot upload into a bucket the policies do not name', async () => {
    await rolledBack(engine.db, async (tx) => {
      await tx.query(`insert into storage.buckets (id, name) values ('elsewhere', 'elsewhere')`);
      await becomeRole(tx, 'admin', users);
      await checkInsert('rls', () =>
        tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values ('elsewhere', 'a.bin', '{}')`,
        ),
      );
    });
  });

  it.each(ROLES)('buckets are not listed through SQL (%s)', async (role) => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, role, users);
      expect((await tx.query('select id from storage.buckets')).rows).toEqual([]);
    });
  });

  it.each(ROLES)('auth.users is out of reach (%s)', async (role) => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, role, users);
      expectRefusal(await sqlError(() => tx.query('select id from auth.users')), 'denied');
    });
  });

  it('a visitor’s message is accepted only without RETURNING (return=minimal), as they cannot read it back', async () => {
    const [plain, returning] = await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'anon', users);
      const sql = `insert into public.contact_messages (name, email, message) values ('A', 'a@example.com', 'Hi')`;
      const plain = await sqlError(() => tx.query(sql));
      return [plain, await sqlError(() => tx.query(`${sql} returning id`))];
    });
    expect(plain).toBeNull();
    expectRefusal(returning, 'denied');
  });

  it('a visitor cannot mark a message as handled while sending it', async () => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'anon', users);
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

  describe('auth helper functions (contract §2)', () => {
    const read = (settings: Record<string, string>) =>
      rolledBack(engine.db, async (tx) => {
        for (const [name, value] of Object.entries(settings)) {
          await tx.query('select set_config($1, $2, true)', [name, value]);
        }
        const { rows } = await tx.query<{
          uid: string | null;
          role: string | null;
          email: string | null;
          jwt: unknown;
        }>('select auth.uid() as uid, auth.role() as role, auth.email() as email, auth.jwt() as jwt');
        return rows[0]!;
      });
    const sub = '6f1c2a8e-3b4d-4e5f-8a9b-0c1d2e3f4a5b';
    const legacySub = '0a0b0c0d-0e0f-4a1b-8c2d-3e4f5a6b7c8d';
    const claims = { sub, role: 'authenticated', email: 'ama@example.com', aal: 'aal1' };

    it('read the request.jwt.claims JSON that PostgREST sets', async () => {
      expect(await read({ 'request.jwt.claims': JSON.stringify(claims) })).toEqual({
        uid: sub,
        role: 'authenticated',
        email: 'ama@example.com',
        jwt: claims,
      });
    });

    it('prefer the legacy per-claim settings when they are set', async () => {
      expect(
        await read({
          'request.jwt.claims': JSON.stringify(claims),
          'request.jwt.claim.sub': legacySub,
          'request.jwt.claim.role': 'service_role',
          'request.jwt.claim.email': 'legacy@example.com',
          'request.jwt.claim': JSON.stringify({ sub: legacySub }),
        }),
      ).toEqual({
        uid: legacySub,
        role: 'service_role',
        email: 'legacy@example.com',
        jwt: { sub: legacySub },
      });
    });

    it('treat empty settings as absent', async () => {
      expect(
        await read({
          'request.jwt.claim.sub': '',
          'request.jwt.claim.role': '',
          'request.jwt.claim.email': '',
          'request.jwt.claim': '',
          'request.jwt.claims': JSON.stringify(claims),
        }),
      ).toEqual({ uid: sub, role: 'authenticated', email: 'ama@example.com', jwt: claims });
      expect(await read({ 'request.jwt.claims': '' })).toEqual({
        uid: null,
        role: null,
        email: null,
        jwt: null,
      });
    });

    it('return null once a request’s transaction has ended', async () => {
      await read({ 'request.jwt.claims': JSON.stringify(claims) });
      expect(await read({})).toEqual({ uid: null, role: null, email: null, jwt: null });
    });
  });

  it('private.is_admin() answers for the caller only, and not for visitors', async () => {
    const answers = await Promise.all(
      (['member', 'admin'] as Role[]).map((role) =>
        rolledBack(engine.db, async (tx) => {
          await becomeRole(tx, role, users);
          return (await tx.query<{ is_admin: boolean }>('select private.is_admin() as is_admin')).rows[0]!
            .is_admin;
        }),
      ),
    );
    expect(answers).toEqual([false, true]);
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'anon', users);
      expectRefusal(await sqlError(() => tx.query('select private.is_admin()')), 'denied');
    });
  });
});

async function insertWelcome(tx: Queryable, row: Record<string, unknown>): Promise<string> {
  await tx.query('delete from public.welcome_section');
  return insertRow(tx, 'welcome_section', { title: 'Hidden welcome', ...row });
}
