-- Local stack only: the parts of Supabase Storage's schema that migrations and the local API use, owned and
-- granted as on hosted Supabase (supabase/postgres init-scripts/00000000000002-storage-schema.sql,
-- 20250421084701_revoke_admin_roles_from_postgres, 20250709135250_grant_storage_schema_to_postgres_with_grant_option;
-- supabase/storage migrations/tenant/0050-prevent-direct-deletes.sql).
create schema if not exists storage authorization supabase_admin;

create table if not exists storage.buckets (
  id text primary key,
  name text not null unique,
  owner uuid,
  owner_id text,
  public boolean default false,
  avif_autodetection boolean default false,
  file_size_limit bigint,
  allowed_mime_types text[],
  type text not null default 'STANDARD',
  created_at timestamptz default now(),
  updated_at timestamptz default now()
);

create table if not exists storage.objects (
  id uuid primary key default gen_random_uuid(),
  bucket_id text references storage.buckets (id),
  name text,
  owner uuid,
  owner_id text,
  created_at timestamptz default now(),
  updated_at timestamptz default now(),
  last_accessed_at timestamptz default now(),
  metadata jsonb,
  user_metadata jsonb,
  version text,
  path_tokens text[] generated always as (string_to_array(name, '/')) stored,
  constraint objects_bucket_id_name_key unique (bucket_id, name)
);

alter table storage.buckets enable row level security;
alter table storage.objects enable row level security;

-- 'a/b/c.png' is in folders {a,b}, named 'c.png', with extension 'png'. Plain SQL: each is one expression over
-- the path's parts, and the extension is read off the file name.
create or replace function storage.foldername(name text) returns text[]
language sql immutable
as $$
  select parts[1:array_length(parts, 1) - 1] from string_to_array(name, '/') as parts
$$;

create or replace function storage.filename(name text) returns text
language sql immutable
as $$
  select parts[array_length(parts, 1)] from string_to_array(name, '/') as parts
$$;

create or replace function storage.extension(name text) returns text
language sql immutable
as $$
  select reverse(split_part(reverse(storage.filename(name)), '.', 1))
$$;

create or replace function storage.update_updated_at_column() returns trigger
language plpgsql
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create or replace trigger update_objects_updated_at before update on storage.objects
  for each row execute function storage.update_updated_at_column();

-- Only the Storage API deletes objects and buckets: a DELETE in SQL would leave the files orphaned. The API
-- sets `storage.allow_delete_query` for its own deletes.
create or replace function storage.protect_delete() returns trigger
language plpgsql
as $$
begin
  if coalesce(current_setting('storage.allow_delete_query', true), 'false') != 'true' then
    raise exception 'Direct deletion from storage tables is not allowed. Use the Storage API instead.'
      using hint = 'This prevents accidental data loss from orphaned objects.', errcode = '42501';
  end if;
  return null;
end
$$;

create or replace trigger protect_buckets_delete before delete on storage.buckets
  for each statement execute function storage.protect_delete();
create or replace trigger protect_objects_delete before delete on storage.objects
  for each statement execute function storage.protect_delete();

alter table storage.buckets owner to supabase_storage_admin;
alter table storage.objects owner to supabase_storage_admin;
alter function storage.foldername(text) owner to supabase_storage_admin;
alter function storage.filename(text) owner to supabase_storage_admin;
alter function storage.extension(text) owner to supabase_storage_admin;
alter function storage.update_updated_at_column() owner to supabase_storage_admin;
alter function storage.protect_delete() owner to supabase_storage_admin;

-- The API roles hold table privileges and row-level security decides; `postgres` may pass its own on.
grant usage on schema storage to postgres, anon, authenticated, service_role;
grant all on schema storage to supabase_storage_admin with grant option;
grant all on storage.buckets, storage.objects to anon, authenticated, service_role;
grant all on storage.buckets, storage.objects to postgres with grant option;
grant execute on function storage.foldername(text), storage.filename(text), storage.extension(text)
  to anon, authenticated, service_role, postgres;
