-- Local stack only: the Supabase CLI keeps hosted migration history in this schema (`supabase db push`),
-- so the local stack records it the same way. `seed_files` remembers that the seed has run.
create schema if not exists supabase_migrations;

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
