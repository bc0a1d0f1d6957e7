-- Local stack only: the roles a hosted Supabase project has, with hosted's attributes and memberships
-- (supabase/postgres migrations/db: init-scripts/00000000000000-initial-schema.sql, 10000000000000_demote-postgres,
-- 20230529180330_alter_api_roles_for_inherit, 20250605172253_grant_with_admin_to_postgres_16_and_above). This runs
-- as the bootstrap superuser `supabase_admin`; `postgres` is an ordinary role, and the migrations run as it.
-- Idempotent: a PostgreSQL server's roles are cluster-wide, shared by every database in it.
do $$
declare
  r record;
begin
  for r in select * from (values
    ('postgres',               'nosuperuser createdb createrole login replication bypassrls'),
    ('anon',                   'nologin inherit'),
    ('authenticated',          'nologin inherit'),
    ('service_role',           'nologin inherit bypassrls'),
    ('authenticator',          'login noinherit'),
    ('dashboard_user',         'nosuperuser createdb createrole replication'),
    ('supabase_auth_admin',    'noinherit login noreplication'),
    ('supabase_storage_admin', 'noinherit createrole login noreplication'),
    ('supabase_realtime_admin','noinherit createrole login replication')
  ) as roles(name, attributes)
  loop
    if not exists (select 1 from pg_roles where rolname = r.name) then
      execute format('create role %I', r.name);
    end if;
    execute format('alter role %I with %s', r.name, r.attributes);
  end loop;
  if current_setting('server_version_num')::int >= 160000 then
    grant anon, authenticated, service_role to postgres with admin option;
  else
    grant anon, authenticated, service_role to postgres;
  end if;
end
$$;

grant anon, authenticated, service_role, supabase_admin to authenticator;
grant anon, authenticated, service_role to supabase_realtime_admin;

-- PostgREST applies the impersonated role's settings to each request.
alter role anon set statement_timeout = '3s';
alter role authenticated set statement_timeout = '8s';
alter role postgres set search_path to "$user", public, extensions;

create schema if not exists extensions;
grant usage on schema extensions to postgres, anon, authenticated, service_role;
grant all on schema extensions to postgres, dashboard_user;

-- `public`: the API roles use it, and get every privilege on what `postgres` creates there (as on hosted,
-- where a table made in the SQL editor is reachable until a migration revokes). The defaults are set only on a
-- fresh database: a migration may narrow them, and the bootstrap runs at every start.
grant usage on schema public to postgres, anon, authenticated, service_role;
grant create on schema public to postgres;
do $$
begin
  if not exists (
    select 1 from pg_default_acl
     where defaclnamespace = 'public'::regnamespace and defaclrole = 'postgres'::regrole
  ) then
    alter default privileges for role postgres in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges for role postgres in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;
do $$
begin
  execute format('grant all on database %I to postgres, dashboard_user', current_database());
end
$$;
