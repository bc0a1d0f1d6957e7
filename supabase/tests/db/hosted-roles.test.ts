import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { execAsPostgres, MigrationError } from '../../db/migrate.ts';
import { rolledBack, sqlError } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

/** Hosted Supabase's role attributes (supabase/postgres migrations/db; `postgres` demoted, API roles inheriting). */
const ROLES = {
  postgres: { super: false, inherit: true, login: true, bypassrls: true, createrole: true, createdb: true },
  anon: { super: false, inherit: true, login: false, bypassrls: false, createrole: false, createdb: false },
  authenticated: {
    super: false,
    inherit: true,
    login: false,
    bypassrls: false,
    createrole: false,
    createdb: false,
  },
  service_role: {
    super: false,
    inherit: true,
    login: false,
    bypassrls: true,
    createrole: false,
    createdb: false,
  },
  authenticator: {
    super: false,
    inherit: false,
    login: true,
    bypassrls: false,
    createrole: false,
    createdb: false,
  },
  supabase_admin: {
    super: true,
    inherit: true,
    login: true,
    bypassrls: true,
    createrole: true,
    createdb: true,
  },
};

/** What a migration may do as `postgres` on the platform's tables: hosted's supautils grants, nothing more. */
const PLATFORM_DDL: [string, string | null][] = [
  [`create policy "p" on storage.objects for select to authenticated using (true)`, null],
  [`create policy "p" on storage.objects for select using (true); drop policy "p" on storage.objects`, null],
  [`create policy "p" on realtime.messages for select to anon using (true)`, null],
  [
    `create trigger t after insert on storage.objects for each row execute function storage.update_updated_at_column()`,
    null,
  ],
  [`drop trigger protect_objects_delete on storage.objects`, null],
  [`grant select on storage.objects to dashboard_user`, null],
  ['alter table storage.objects disable row level security', 'must be owner of table objects'],
  ['create index objects_name on storage.objects (name)', 'must be owner of table objects'],
  [`comment on table storage.objects is 'x'`, 'must be owner of table objects'],
  ['drop table storage.objects', 'must be owner of table objects'],
  ['alter table realtime.messages disable row level security', 'must be owner of table messages'],
  ['alter table auth.users add column nickname text', 'must be owner of table users'],
  [
    'alter function storage.foldername(text) owner to postgres',
    'must be owner of function storage.foldername(pg_catalog.text)',
  ],
  [
    `create function storage.sneaky() returns int language sql as 'select 1'`,
    'permission denied for schema storage',
  ],
  ['create table auth.extra (id int)', 'permission denied for schema auth'],
  ['drop schema storage cascade', 'must be owner of schema storage'],
];

describe.each(ENGINES)('hosted roles and grants on %s', (engineName) => {
  const engine = useEngine(engineName);

  it('roles have hosted Supabase attributes', async () => {
    const { rows } = await engine.db.query<{ name: string } & Record<string, boolean>>(
      `select rolname as name, rolsuper as super, rolinherit as inherit, rolcanlogin as login,
              rolbypassrls as bypassrls, rolcreaterole as createrole, rolcreatedb as createdb
         from pg_roles where rolname = any($1)`,
      [Object.keys(ROLES)],
    );
    expect(Object.fromEntries(rows.map(({ name, ...attributes }) => [name, attributes]))).toEqual(ROLES);
  });

  it('authenticator and postgres may become the API roles; postgres owns none of the platform roles after migrating', async () => {
    const member = async (role: string, of: string) =>
      (await engine.db.query<{ m: boolean }>(`select pg_has_role($1, $2, 'member') as m`, [role, of]))
        .rows[0]!.m;
    for (const apiRole of ['anon', 'authenticated', 'service_role']) {
      expect(await member('authenticator', apiRole)).toBe(true);
      expect(await member('postgres', apiRole)).toBe(true);
    }
    for (const platform of ['supabase_auth_admin', 'supabase_storage_admin', 'supabase_realtime_admin'])
      expect(await member('postgres', platform)).toBe(false);
  });

  it('service_role has no privilege on auth.users; postgres has them all', async () => {
    const privileges = async (role: string) =>
      (
        await engine.db.query<{ p: string }>(
          `select p from unnest(array['SELECT','INSERT','UPDATE','DELETE','TRUNCATE','REFERENCES','TRIGGER']) p
            where has_table_privilege($1, 'auth.users', p) order by p`,
          [role],
        )
      ).rows.map((r) => r.p);
    expect(await privileges('service_role')).toEqual([]);
    expect(await privileges('anon')).toEqual([]);
    expect(await privileges('postgres')).toHaveLength(7);
  });

  it('everything the migrations made in public and private belongs to postgres', async () => {
    const { rows } = await engine.db.query<{ owner: string }>(
      `select distinct pg_get_userbyid(relowner) as owner from pg_class where relnamespace in ('public'::regnamespace, 'private'::regnamespace)
       union select distinct pg_get_userbyid(proowner) from pg_proc where pronamespace in ('public'::regnamespace, 'private'::regnamespace)`,
    );
    expect(rows.map((r) => r.owner)).toEqual(['postgres']);
  });

  it.each(PLATFORM_DDL)('a migration running %s gets %s', async (sql, refusal) => {
    const error = await rolledBack(engine.db, async (tx) =>
      sqlError(() => execAsPostgres(tx, sql, 'test migration')),
    );
    expect(error && { code: error.code, message: error.message }).toEqual(
      refusal && { code: '42501', message: refusal },
    );
  });

  it('a migration may not leave the postgres role', async () => {
    for (const sql of ['reset role', 'set role supabase_admin', 'set session authorization supabase_admin']) {
      await expect(
        rolledBack(engine.db, (tx) => execAsPostgres(tx, `select 1; ${sql}; select 2`, 'test migration')),
      ).rejects.toThrow(MigrationError);
    }
  });

  it.each(['postgres', 'service_role', 'supabase_admin'])(
    'deleting storage rows in plain SQL is refused, even as %s; the Storage API flag allows it',
    async (role) => {
      const outcome = await rolledBack(engine.db, async (tx) => {
        await tx.query(
          `insert into storage.objects (bucket_id, name, metadata) values ('images', 'plain.jpg', '{}')`,
        );
        await tx.query(`select set_config('role', $1, true)`, [role]);
        await tx.query('savepoint plain');
        const refused = await sqlError(() =>
          tx.query(`delete from storage.objects where name = 'plain.jpg'`),
        );
        await tx.query('rollback to savepoint plain');
        await tx.query(`select set_config('storage.allow_delete_query', 'true', true)`);
        const { affectedRows } = await tx.query(`delete from storage.objects where name = 'plain.jpg'`);
        return { refused, affectedRows };
      });
      expect(outcome).toEqual({
        refused: {
          code: '42501',
          message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
        },
        affectedRows: 1,
      });
    },
  );

  // A login needs a server: PGlite has one session.
  if (engineName === 'postgres')
    it('authenticator logs in and may only become the API roles', async () => {
      const client = new pg.Client({ connectionString: engine.urlAs('authenticator') });
      await client.connect();
      try {
        expect((await client.query('select current_user as u')).rows).toEqual([{ u: 'authenticator' }]);
        await client.query('set role anon');
        await client.query('reset role');
        await expect(client.query('set role postgres')).rejects.toMatchObject({ code: '42501' });
      } finally {
        await client.end();
      }
    });
});
