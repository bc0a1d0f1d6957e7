-- Local stack only: the Supabase CLI keeps hosted migration history in this schema (`supabase db push`, which
-- connects as `postgres`), so the local stack records it the same way. `seed_files` remembers that the seed has run.
create schema if not exists supabase_migrations authorization postgres;

create table if not exists supabase_migrations.schema_migrations (
  version text primary key,
  name text,
  statements text[],
  applied_at timestamptz default now()
);

create table if not exists supabase_migrations.seed_files (
  path text primary key,
  hash text not null,
  applied_at timestamptz default now()
);

alter table supabase_migrations.schema_migrations owner to postgres;
alter table supabase_migrations.seed_files owner to postgres;
