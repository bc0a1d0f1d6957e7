-- Local stack only: the API roles hosted Supabase already has. Idempotent (roles are cluster-wide on a
-- PostgreSQL server, so several databases in one cluster share them).
do $$
begin
  if not exists (select 1 from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
  if not exists (select 1 from pg_roles where rolname = 'authenticator') then
    create role authenticator nologin noinherit;
  end if;
end
$$;

grant anon, authenticated, service_role to authenticator;

-- Hosted Supabase lets the API roles use `public` and gives them default privileges on what `postgres`
-- creates there; migrations then revoke what they do not want. Mirroring that makes the migrations'
-- revokes meaningful locally too.
grant usage on schema public to anon, authenticated, service_role;
-- Only on a fresh database: a migration may narrow these later, and the bootstrap runs on every start.
do $$
begin
  if not exists (
    select 1 from pg_default_acl
     where defaclnamespace = 'public'::regnamespace and defaclrole = current_user::text::regrole
  ) then
    alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
    alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;
    alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
  end if;
end
$$;
