-- Local stack only: on hosted Supabase, `postgres` owns none of the platform's tables, yet the supautils
-- extension lets it create, alter and drop policies on some of them and drop their triggers
-- (`supautils.policy_grants`, `supautils.drop_trigger_grants`). Migrations here run as `postgres`, made a member
-- of the platform's owning roles for their transaction only (db/migrate.ts); these event triggers then refuse
-- every DDL in the platform's schemas beyond what supautils and `postgres`'s own grants allow, with
-- PostgreSQL's own error, so a migration that would fail on hosted Supabase fails here too.
create schema if not exists local_supautils authorization supabase_admin;
revoke all on schema local_supautils from public;
-- The guards run as the role doing the DDL.
grant usage on schema local_supautils to postgres;

create or replace function local_supautils.granted_tables() returns text[]
language sql immutable
as $$
  select array['auth.audit_log_entries', 'auth.identities', 'auth.refresh_tokens', 'auth.sessions', 'auth.users',
               'realtime.messages', 'storage.buckets', 'storage.migrations', 'storage.objects',
               'storage.s3_multipart_uploads', 'storage.s3_multipart_uploads_parts']
$$;

create or replace function local_supautils.refuse(kind text, name text) returns void
language plpgsql
as $$
begin
  raise exception 'must be owner of % %', kind, name using errcode = '42501';
end
$$;

-- One guard for both events: only `postgres` is held to hosted's limits (the platform's own roles and the
-- bootstrap superuser own these schemas), whether it creates, alters or drops.
create or replace function local_supautils.guard() returns event_trigger
language plpgsql
set search_path = ''
as $$
declare
  cmd record;
  dropped record;
  rel oid;
  nsp name;
begin
  if current_user <> 'postgres' then
    return;
  end if;
  if tg_event = 'sql_drop' then
    for dropped in select * from pg_catalog.pg_event_trigger_dropped_objects() loop
      continue when dropped.object_type in ('policy', 'trigger')
        and (dropped.address_names[1] || '.' || dropped.address_names[2]) = any (local_supautils.granted_tables());
      if dropped.schema_name in ('auth', 'storage', 'realtime')
         or (dropped.object_type = 'schema' and dropped.object_name in ('auth', 'storage', 'realtime')) then
        perform local_supautils.refuse(dropped.object_type, dropped.object_name);
      end if;
    end loop;
    return;
  end if;
  for cmd in select * from pg_catalog.pg_event_trigger_ddl_commands() loop
    -- `postgres` holds every privilege on the platform's tables with grant option, TRIGGER included.
    continue when cmd.command_tag in ('GRANT', 'REVOKE', 'CREATE TRIGGER');
    rel := case cmd.classid
      when 'pg_catalog.pg_class'::regclass then
        coalesce((select indrelid from pg_catalog.pg_index where indexrelid = cmd.objid), cmd.objid)
      when 'pg_catalog.pg_policy'::regclass then (select polrelid from pg_catalog.pg_policy where oid = cmd.objid)
      when 'pg_catalog.pg_trigger'::regclass then (select tgrelid from pg_catalog.pg_trigger where oid = cmd.objid)
      when 'pg_catalog.pg_constraint'::regclass then
        (select conrelid from pg_catalog.pg_constraint where oid = cmd.objid)
      when 'pg_catalog.pg_attrdef'::regclass then (select adrelid from pg_catalog.pg_attrdef where oid = cmd.objid)
      when 'pg_catalog.pg_rewrite'::regclass then (select ev_class from pg_catalog.pg_rewrite where oid = cmd.objid)
    end;
    nsp := case
      when rel is not null then (select n.nspname from pg_catalog.pg_class c
                                   join pg_catalog.pg_namespace n on n.oid = c.relnamespace where c.oid = rel)
      when cmd.classid = 'pg_catalog.pg_proc'::regclass then (select n.nspname from pg_catalog.pg_proc p
                                   join pg_catalog.pg_namespace n on n.oid = p.pronamespace where p.oid = cmd.objid)
      when cmd.classid = 'pg_catalog.pg_type'::regclass then (select n.nspname from pg_catalog.pg_type t
                                   join pg_catalog.pg_namespace n on n.oid = t.typnamespace where t.oid = cmd.objid)
      when cmd.classid = 'pg_catalog.pg_namespace'::regclass then
        (select nspname from pg_catalog.pg_namespace where oid = cmd.objid)
    end;
    continue when nsp is null or nsp not in ('auth', 'storage', 'realtime');
    continue when cmd.classid = 'pg_catalog.pg_policy'::regclass
      and rel::regclass::text = any (local_supautils.granted_tables());
    if cmd.classid = 'pg_catalog.pg_namespace'::regclass then
      perform local_supautils.refuse('schema', nsp);
    elsif cmd.command_tag like 'CREATE %' and cmd.command_tag <> 'CREATE INDEX' and rel is distinct from cmd.objid
          or cmd.command_tag in ('CREATE TABLE', 'CREATE VIEW', 'CREATE MATERIALIZED VIEW', 'CREATE SEQUENCE') then
      raise exception 'permission denied for schema %', nsp using errcode = '42501';
    elsif rel is not null then
      perform local_supautils.refuse('table', (select relname from pg_catalog.pg_class where oid = rel));
    else
      perform local_supautils.refuse(lower(cmd.object_type), cmd.object_identity);
    end if;
  end loop;
end
$$;

drop event trigger if exists local_supautils_guard_ddl;
create event trigger local_supautils_guard_ddl on ddl_command_end execute function local_supautils.guard();
drop event trigger if exists local_supautils_guard_drop;
create event trigger local_supautils_guard_drop on sql_drop execute function local_supautils.guard();
-- A database bootstrapped before the two guards became one still has them.
drop function if exists local_supautils.guard_ddl();
drop function if exists local_supautils.guard_drop();
