-- Local stack only: what hosted Supabase's Realtime keeps in every project's database (supabase/postgres
-- init-scripts/00000000000003-realtime-schema.sql; supabase/realtime lib/realtime/tenants/repo/migrations, squashed
-- in 20260420000000_squash_migrations.ex): the `supabase_realtime` publication (owned by `postgres`, empty until a
-- migration adds tables: their changes stream as postgres_changes) and `realtime.messages` with `realtime.send()`
-- and `realtime.broadcast_changes()` (a row inserted there is delivered as Broadcast to the channel named by
-- `topic`; on private channels only to subscribers whose role the table's SELECT policies let read it).
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
alter publication supabase_realtime owner to postgres;

create schema if not exists realtime authorization supabase_admin;

create table if not exists realtime.messages (
  topic text not null,
  extension text not null,
  payload jsonb,
  event text,
  private boolean default false,
  updated_at timestamp without time zone default now() not null,
  inserted_at timestamp without time zone default now() not null,
  id uuid default gen_random_uuid() not null,
  constraint messages_pkey primary key (id, inserted_at)
) partition by range (inserted_at);
-- Hosted Realtime creates a partition per day; one default partition holds them all here.
create table if not exists realtime.messages_default partition of realtime.messages default;
create index if not exists messages_inserted_at_topic_index on only realtime.messages
  using btree (inserted_at desc, topic) where extension = 'broadcast' and private is true;
alter table realtime.messages enable row level security;

-- The channel being authorised, while Realtime checks a join against the policies on realtime.messages.
create or replace function realtime.topic() returns text
language sql stable
as $$
  select nullif(current_setting('realtime.topic', true), '')::text;
$$;

create or replace function realtime.send(payload jsonb, event text, topic text, private boolean default true)
returns void
language plpgsql
as $$
declare
  generated_id uuid;
  final_payload jsonb;
begin
  begin
    generated_id := gen_random_uuid();
    if payload ? 'id' then
      final_payload := payload;
    else
      final_payload := jsonb_set(payload, '{id}', to_jsonb(generated_id));
    end if;
    execute format('set local realtime.topic to %L', topic);
    insert into realtime.messages (id, payload, event, topic, private, extension)
    values (generated_id, final_payload, event, topic, private, 'broadcast');
  exception
    when others then
      raise warning 'ErrorSendingBroadcastMessage: %', sqlerrm;
  end;
end;
$$;

create or replace function realtime.broadcast_changes(
  topic_name text, event_name text, operation text, table_name text, table_schema text, new record, old record,
  level text default 'ROW'
) returns void
language plpgsql
as $$
declare
  row_data jsonb := '{}'::jsonb;
begin
  if level = 'STATEMENT' then
    raise exception 'function can only be triggered for each row, not for each statement';
  end if;
  if operation = 'INSERT' or operation = 'UPDATE' or operation = 'DELETE' then
    row_data := jsonb_build_object('old_record', old, 'record', new, 'operation', operation, 'table', table_name,
                                   'schema', table_schema);
    perform realtime.send(row_data, event_name, topic_name);
  else
    raise exception 'Unexpected operation type: %', operation;
  end if;
exception
  when others then
    raise exception 'Failed to process the row: %', sqlerrm;
end;
$$;

alter table realtime.messages owner to supabase_realtime_admin;
alter function realtime.topic() owner to supabase_realtime_admin;

grant usage on schema realtime to anon, authenticated, service_role, supabase_realtime_admin;
grant usage on schema realtime to postgres with grant option;
grant create on schema realtime to supabase_realtime_admin;
grant all on all tables in schema realtime to supabase_realtime_admin;
grant all on all functions in schema realtime to supabase_realtime_admin;
grant select, insert, update on realtime.messages to postgres, anon, authenticated, service_role;
grant delete, truncate, references, trigger on realtime.messages to postgres;
