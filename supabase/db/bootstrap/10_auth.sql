-- Local stack only: the subset of GoTrue's `auth` schema that migrations and the local API use, owned as on
-- hosted Supabase (supabase/postgres init-scripts/00000000000001-auth-schema.sql and the later lock-downs):
-- `supabase_auth_admin` owns it; `postgres` may use every table but create nothing in the schema; the API
-- roles may only call the claim helpers. `service_role` has no privilege on auth.users.
create schema if not exists auth authorization supabase_admin;

create table if not exists auth.users (
  id uuid primary key default gen_random_uuid(),
  instance_id uuid,
  aud text default 'authenticated',
  role text default 'authenticated',
  email text unique,
  encrypted_password text,
  email_confirmed_at timestamptz,
  confirmed_at timestamptz,
  last_sign_in_at timestamptz,
  raw_app_meta_data jsonb default '{"provider":"email","providers":["email"]}'::jsonb,
  raw_user_meta_data jsonb default '{}'::jsonb,
  phone text unique,
  phone_confirmed_at timestamptz,
  recovery_sent_at timestamptz,
  email_change text,
  banned_until timestamptz,
  deleted_at timestamptz,
  is_anonymous boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  -- GoTrue compares e-mail addresses case-insensitively; storing them lower-cased keeps `unique` honest.
  constraint users_email_lower_case check (email = lower(email))
);

-- Claims come from the legacy per-claim settings first, then the `request.jwt.claims` JSON that
-- PostgREST sets. After a transaction a setting reads back as '' rather than null, so '' means absent.
-- auth.uid(), auth.role() and auth.email() each read one claim by that rule, which hosted Supabase spells out
-- in each of them; here they share it. Its own schema, as no `auth.*` function hosted lacks may appear.
-- Plain SQL with no settings of its own, so the planner still inlines auth.uid() in policies.
create schema if not exists local_auth_claims authorization supabase_admin;
revoke all on schema local_auth_claims from public;

create or replace function local_auth_claims.claim(name text) returns text
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim.' || name, true), ''),
    nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> name
  )
$$;

create or replace function auth.uid() returns uuid
language sql stable
as $$
  select local_auth_claims.claim('sub')::uuid
$$;

create or replace function auth.role() returns text
language sql stable
as $$
  select local_auth_claims.claim('role')
$$;

create or replace function auth.email() returns text
language sql stable
as $$
  select local_auth_claims.claim('email')
$$;

create or replace function auth.jwt() returns jsonb
language sql stable
as $$
  select coalesce(
    nullif(current_setting('request.jwt.claim', true), ''),
    nullif(current_setting('request.jwt.claims', true), '')
  )::jsonb
$$;

alter table auth.users owner to supabase_auth_admin;
alter function auth.uid() owner to supabase_auth_admin;
alter function auth.role() owner to supabase_auth_admin;
alter function auth.email() owner to supabase_auth_admin;
alter function auth.jwt() owner to supabase_auth_admin;

grant usage on schema auth to anon, authenticated, service_role, postgres, dashboard_user;
-- Whoever may call the claim helpers may call what they share.
grant usage on schema local_auth_claims
  to anon, authenticated, service_role, postgres, dashboard_user, supabase_auth_admin;
grant all on schema auth to supabase_auth_admin;
grant all on all tables in schema auth to postgres, dashboard_user;
revoke all on auth.users from anon, authenticated, service_role;
