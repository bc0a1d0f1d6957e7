-- Backups the church holds (`pnpm backup`, `pnpm restore`, the admin's Backup page through the
-- `backup-snapshot` Edge Function). Every function here is for the service role only: the browser never
-- calls them (the Edge Function checks that its caller is an admin, then calls with the service role).
--
-- What is in an archive is derived from the schema, never from a list kept by hand: every table in
-- `public` is backed up, except a table whose rows each belong to an account (a NOT NULL reference to
-- auth.users, e.g. user_roles): accounts belong to the project's Auth and are not in the archive, so
-- such rows could not be restored. A nullable reference to an account (who wrote a revision) is kept,
-- and restored as null when that account does not exist in the target project.

-- Hosted PostgREST sets the JWT's role as the request's role; only the service role's key carries it.
create function public.backup_require_service_role() returns void
language plpgsql stable security invoker
set search_path = ''
as $$
begin
  if coalesce((select auth.role()), '') <> 'service_role' then
    raise exception 'Only the service role may back up or restore' using errcode = '42501';
  end if;
end
$$;

-- Every table of `public`, parents before children (restore order), with what a restore needs.
create function public.backup_tables()
returns table (
  name text,
  "position" integer,
  excluded_reason text,
  key_columns text[],
  insert_columns text[],
  account_columns text[],
  single_row boolean
)
language sql stable security invoker
set search_path = ''
as $$
  with recursive
    tbl as (
      select c.oid, c.relname::text as name from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p') and not c.relispartition
    ),
    edge as (
      select distinct f.conrelid as child, f.confrelid as parent from pg_constraint f
       where f.contype = 'f' and f.conrelid <> f.confrelid
         and f.conrelid in (select oid from tbl) and f.confrelid in (select oid from tbl)
    ),
    depth (oid, d) as (
      select oid, 0 from tbl
      union all
      select e.child, depth.d + 1 from depth join edge e on e.parent = depth.oid where depth.d < 100
    ),
    account_ref as (
      select f.conrelid as oid, a.attname::text as col, a.attnotnull as required
        from pg_constraint f
        join pg_attribute a on a.attrelid = f.conrelid and a.attnum = f.conkey[1]
       where f.contype = 'f' and f.confrelid = 'auth.users'::regclass and cardinality(f.conkey) = 1
    )
  select
    t.name,
    (row_number() over (order by max(dp.d), t.name))::integer,
    case
      when exists (select 1 from account_ref r where r.oid = t.oid and r.required)
        then 'its rows belong to accounts, which live in Auth and are not in the archive'
      when not exists (select 1 from pg_index i where i.indrelid = t.oid and i.indisprimary)
        then 'it has no primary key, so a restore could not be resumed safely'
    end,
    array(
      select a.attname::text from pg_index i
        join unnest(i.indkey::int2[]) with ordinality k(attnum, n) on true
        join pg_attribute a on a.attrelid = t.oid and a.attnum = k.attnum
       where i.indrelid = t.oid and i.indisprimary order by k.n
    ),
    array(
      select a.attname::text from pg_attribute a
       where a.attrelid = t.oid and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
       order by a.attnum
    ),
    array(select r.col from account_ref r where r.oid = t.oid and not r.required order by r.col),
    -- A table kept to one row (a unique index on a constant, e.g. settings): a new project's migrations
    -- may already have put that row there, and a restore replaces it.
    exists (
      select 1 from pg_index i
       where i.indrelid = t.oid and i.indisunique and i.indnatts = 1 and i.indkey[0] = 0
         and pg_get_expr(i.indexprs, i.indrelid) = 'true'
    )
  from tbl t join depth dp on dp.oid = t.oid
  group by t.oid, t.name
$$;

-- One consistent snapshot (a stable function sees one database snapshot throughout) of every backed-up
-- table, rows ordered by primary key, with the schema version (the last migration applied, as
-- `supabase db push` records it) and the storage catalogue. Security definer: the migration history
-- belongs to its owner. Timestamps are written in UTC whatever the session's time zone, so two snapshots
-- of the same rows compare equal as text.
create function public.backup_snapshot() returns jsonb
language plpgsql stable security definer
set search_path = ''
set "TimeZone" = 'UTC'
as $$
declare
  t record;
  table_rows jsonb;
  version text;
  tables jsonb := '[]';
  excluded jsonb := '[]';
begin
  perform public.backup_require_service_role();
  for t in select * from public.backup_tables() order by "position" loop
    if t.excluded_reason is not null then
      excluded := excluded || jsonb_build_object('name', t.name, 'reason', t.excluded_reason);
      continue;
    end if;
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r) order by %s), ''[]'') from public.%I r',
      (select string_agg(format('r.%I', c), ', ') from unnest(t.key_columns) c),
      t.name
    ) into table_rows;
    tables := tables || jsonb_build_object(
      'name', t.name, 'keyColumns', to_jsonb(t.key_columns),
      'accountColumns', to_jsonb(t.account_columns), 'singleRow', t.single_row, 'rows', table_rows
    );
  end loop;
  if to_regclass('supabase_migrations.schema_migrations') is not null then
    execute 'select max(version) from supabase_migrations.schema_migrations' into version;
  end if;
  return jsonb_build_object(
    'schemaVersion', version,
    'tables', tables,
    'excluded', excluded,
    'buckets', coalesce((select jsonb_agg(b.id order by b.id) from storage.buckets b), '[]'),
    'objects', coalesce((
      select jsonb_agg(jsonb_build_object(
          'bucket', o.bucket_id,
          'name', o.name,
          'size', coalesce((o.metadata ->> 'size')::bigint, 0),
          'contentType', coalesce(o.metadata ->> 'mimetype', 'application/octet-stream'),
          'cacheControl', coalesce(o.metadata ->> 'cacheControl', 'no-cache')
        ) order by o.bucket_id, o.name)
        from storage.objects o
    ), '[]')
  );
end
$$;

-- Restore: the service role only (the browser never restores). Rows already present are left alone, so a
-- restore that was interrupted continues where it stopped. Restored rows keep their created_at/updated_at.
-- The tables' triggers run (derived data such as the search index follows the rows), with the
-- transaction-local setting `backup.restoring` = 'on': a trigger that records history (revisions, trash)
-- must do nothing while it is on, since the archive holds that history already.
create function public.backup_restore_rows(table_name text, table_rows jsonb) returns integer
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  t record;
  columns text;
  picked text;
  inserted integer;
  seq record;
begin
  perform public.backup_require_service_role();
  select * into t from public.backup_tables() b where b.name = table_name and b.excluded_reason is null;
  if not found then
    raise exception 'public.% is not a table a backup holds', table_name using errcode = '22023';
  end if;
  if jsonb_typeof(table_rows) is distinct from 'array' then
    raise exception 'rows must be a JSON array' using errcode = '22023';
  end if;
  select string_agg(format('%I', c), ', '),
         string_agg(case when c = any (t.account_columns)
           then format('(select u.id from auth.users u where u.id = r.%I)', c)
           else format('r.%I', c) end, ', ')
    into columns, picked
    from unnest(t.insert_columns) c;
  perform set_config('backup.restoring', 'on', true);
  if t.single_row and jsonb_array_length(table_rows) > 0 then
    execute format('delete from public.%I', table_name);
  end if;
  execute format(
    'insert into public.%I (%s) overriding system value select %s from jsonb_populate_recordset(null::public.%I, $1) r on conflict do nothing',
    table_name, columns, picked, table_name
  ) using table_rows;
  get diagnostics inserted = row_count;
  -- Serial and identity columns continue after the restored values.
  for seq in
    select c as col, pg_get_serial_sequence(format('public.%I', table_name), c) as name
      from unnest(t.insert_columns) c
  loop
    if seq.name is not null then
      execute format('select setval(%L, coalesce((select max(%I) from public.%I), 0) + 1, false)',
        seq.name, seq.col, table_name);
    end if;
  end loop;
  return inserted;
end
$$;

-- `pnpm restore --replace`: deletes every row of every backed-up table, children first, with the same
-- `backup.restoring` setting (row triggers run: the search index forgets the rows too).
create function public.backup_clear() returns void
language plpgsql volatile security definer
set search_path = ''
as $$
declare
  t record;
begin
  perform public.backup_require_service_role();
  perform set_config('backup.restoring', 'on', true);
  for t in select b.name from public.backup_tables() b where b.excluded_reason is null order by b."position" desc loop
    execute format('delete from public.%I', t.name);
  end loop;
end
$$;

revoke all on function public.backup_require_service_role(), public.backup_tables(), public.backup_snapshot(),
  public.backup_restore_rows(text, jsonb), public.backup_clear()
from public, anon, authenticated;
grant execute on function public.backup_require_service_role(), public.backup_tables(), public.backup_snapshot(),
  public.backup_restore_rows(text, jsonb), public.backup_clear()
to service_role;
