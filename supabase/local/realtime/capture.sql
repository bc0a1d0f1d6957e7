-- Local stack only: hosted Realtime reads the WAL through logical replication; here a trigger on each
-- table of the supabase_realtime publication records the change and NOTIFYs the API (both engines), and a
-- trigger on realtime.messages NOTIFYs it of each Broadcast sent from the database.
create schema if not exists local_realtime;
revoke all on schema local_realtime from public;

create table if not exists local_realtime.changes (
  id bigint generated always as identity primary key,
  schema_name text not null,
  table_name text not null,
  type text not null,
  record jsonb,
  old_record jsonb,
  commit_timestamp timestamptz not null default now()
);
alter table local_realtime.changes drop column if exists old_full;

create or replace function local_realtime.capture() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  pk text[];
  old_key jsonb;
  change_id bigint;
begin
  -- Like REPLICA IDENTITY DEFAULT: the old row is sent as its primary key only.
  if tg_op <> 'INSERT' then
    select array_agg(a.attname::text) into pk
      from pg_index i join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
     where i.indrelid = tg_relid and i.indisprimary;
    select jsonb_object_agg(k, v) into old_key from jsonb_each(to_jsonb(old)) as e(k, v) where k = any(pk);
  end if;
  insert into local_realtime.changes (schema_name, table_name, type, record, old_record)
  values (tg_table_schema, tg_table_name, tg_op, case when tg_op = 'DELETE' then null else to_jsonb(new) end, old_key)
  returning id into change_id;
  perform pg_notify('local_realtime', change_id::text);
  return null;
end
$$;

-- Attaches the capture trigger to every published table and removes it from tables no longer published.
create or replace function local_realtime.sync_triggers() returns void
language plpgsql set search_path = '' as $$
declare
  t record;
begin
  for t in
    select c.oid::regclass as rel from pg_trigger tg join pg_class c on c.oid = tg.tgrelid
     where tg.tgname = 'local_realtime_capture'
       and not exists (select 1 from pg_publication_rel pr join pg_publication p on p.oid = pr.prpubid
                        where p.pubname = 'supabase_realtime' and pr.prrelid = c.oid)
  loop
    execute format('drop trigger local_realtime_capture on %s', t.rel);
  end loop;
  for t in
    select format('%I.%I', schemaname, tablename) as rel from pg_publication_tables pt
     where pubname = 'supabase_realtime'
       and not exists (select 1 from pg_trigger tg where tg.tgname = 'local_realtime_capture'
                        and tg.tgrelid = format('%I.%I', pt.schemaname, pt.tablename)::regclass)
  loop
    execute format('create trigger local_realtime_capture after insert or update or delete on %s
                    for each row execute function local_realtime.capture()', t.rel);
  end loop;
end
$$;

-- Delivered after commit, like the WAL; a rolled-back send is never seen.
create or replace function local_realtime.notify_message() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  perform pg_notify('local_realtime_messages', new.id::text);
  return null;
end
$$;

-- Only a row with a payload is a message to deliver: hosted Realtime ignores the payload-less rows it inserts
-- itself to test a join against the policies, so the trigger does not even fire for those.
create or replace trigger local_realtime_messages after insert on realtime.messages
  for each row when (new.payload is not null) execute function local_realtime.notify_message();
