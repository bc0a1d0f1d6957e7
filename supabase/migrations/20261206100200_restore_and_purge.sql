-- Restoring (admins, through the API, under their own rights and RLS) and purging (the purge-trash Edge
-- Function, with the service role, because it removes files through the Storage API).

-- The columns of `tbl` that `data` holds, quoted and comma-separated: a row saved before a column was added
-- still comes back, the new column taking its default.
create function private.columns_in(tbl regclass, data jsonb, excluded text[] default '{}')
returns text
language sql stable
set search_path = ''
as $$
  select string_agg(format('%I', a.attname), ', ' order by a.attnum)
    from pg_catalog.pg_attribute a
   where a.attrelid = tbl and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
     and data ? a.attname and a.attname <> all (excluded)
$$;
revoke execute on function private.columns_in(regclass, jsonb, text[]) from public, anon;
grant execute on function private.columns_in(regclass, jsonb, text[]) to authenticated, service_role;

-- Inserts a trashed row again, as the caller: the table's insert policy decides, its triggers record the
-- revision (marked as restoring the delete) and take the entry out of Trash.
create function private.restore_row(entry public.content_trash)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_table regclass := format('public.%I', entry.table_name)::regclass;
  v_columns text := private.columns_in(v_table, entry.data);
  v_deleted bigint := (
    select max(r.id) from public.content_revisions r
     where r.table_name = entry.table_name and r.row_id = entry.row_id and r.action = 'delete'
  );
begin
  perform set_config('piwc.restored_from', coalesce(v_deleted::text, ''), true);
  execute format('insert into %s (%s) select %s from jsonb_populate_record(null::%s, $1)',
                 v_table, v_columns, v_columns, v_table)
    using entry.data || jsonb_build_object('updated_at', now());
  perform set_config('piwc.restored_from', '', true);
end
$$;
revoke execute on function private.restore_row(public.content_trash) from public, anon;
grant execute on function private.restore_row(public.content_trash) to authenticated, service_role;

create function public.restore_from_trash(trash_id bigint)
returns jsonb
language plpgsql
set search_path = ''
as $$
declare
  v_entry public.content_trash;
  v_children public.content_trash[];
  v_child public.content_trash;
begin
  select * into v_entry from public.content_trash t where t.id = trash_id and t.parent_id is null;
  if not found then
    raise exception using errcode = 'PT404', message = 'That item is no longer in Trash.';
  end if;
  if v_entry.purge_started_at is not null then
    raise exception using errcode = 'PT409', message = 'That item is being deleted for good, so it cannot be restored.';
  end if;
  -- Read before the parent's return clears them from Trash.
  select coalesce(array_agg(t order by t.id), '{}') into v_children
    from public.content_trash t where t.parent_id = v_entry.id;
  perform private.restore_row(v_entry);
  foreach v_child in array v_children loop
    perform private.restore_row(v_child);
  end loop;
  return jsonb_build_object('table_name', v_entry.table_name, 'row_id', v_entry.row_id);
exception
  when foreign_key_violation then
    raise exception using errcode = 'PT409',
      message = 'What this belonged to is no longer here. Restore that first, then this.';
  when unique_violation then
    raise exception using errcode = 'PT409',
      message = 'There is already one like it. Delete or change that one first, then restore this.';
end
$$;
revoke execute on function public.restore_from_trash(bigint) from public, anon;
grant execute on function public.restore_from_trash(bigint) to authenticated, service_role;

-- "Restore this version": the row takes that revision's values again, as a new change (its revision names
-- the one restored). `base_updated_at` is the version the admin is looking at, as for any save.
create function public.restore_revision(revision_id bigint, base_updated_at timestamptz)
returns timestamptz
language plpgsql
set search_path = ''
as $$
declare
  v_revision public.content_revisions;
  v_table regclass;
  v_columns text;
  v_updated_at timestamptz;
begin
  select * into v_revision from public.content_revisions r where r.id = revision_id;
  if not found then
    raise exception using errcode = 'PT404', message = 'That version is not in the history.';
  end if;
  v_table := format('public.%I', v_revision.table_name)::regclass;
  v_columns := private.columns_in(v_table, v_revision.data, array['id', 'created_at', 'updated_at']);
  perform set_config('piwc.restored_from', revision_id::text, true);
  execute format(
    'update %s set (%s) = (select %s from jsonb_populate_record(null::%s, $1)), updated_at = $2 '
    'where id = $3 returning updated_at', v_table, v_columns, v_columns, v_table)
    into v_updated_at
    using v_revision.data, base_updated_at, v_revision.row_id;
  perform set_config('piwc.restored_from', '', true);
  if v_updated_at is null then
    raise exception using errcode = 'PT404', message = 'This item is no longer here. It may be in Trash.';
  end if;
  return v_updated_at;
end
$$;
revoke execute on function public.restore_revision(bigint, timestamptz) from public, anon;
grant execute on function public.restore_revision(bigint, timestamptz) to authenticated, service_role;

-- The storage objects a row points at: our public object URLs in any column, and a presentation's
-- storage_path (an object name in the sermon-presentations bucket).
create function private.storage_refs(table_name text, data jsonb)
returns table (bucket_id text, name text)
language sql immutable
set search_path = ''
as $$
  select m[1], m[2]
    from jsonb_each_text(data) e
   cross join lateral regexp_match(e.value, '/storage/v1/object/public/([^/?#]+)/([^?#]+)') m
  union
  select 'sermon-presentations', data ->> 'storage_path'
   where table_name = 'sermon_presentations' and data ? 'storage_path'
$$;
revoke execute on function private.storage_refs(text, jsonb) from public, anon, authenticated;

-- Every object some table of the API's schema still points at (whatever feature owns it), besides the
-- history and Trash, whose references the purge weighs itself.
create function private.live_storage_refs()
returns table (bucket_id text, name text)
language plpgsql stable
set search_path = ''
as $$
declare
  v_table text;
begin
  for v_table in
    select c.relname from pg_catalog.pg_class c
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'p')
       and c.relname not in ('content_revisions', 'content_trash')
  loop
    return query execute format(
      'select f.bucket_id, f.name from public.%I x cross join lateral private.storage_refs(%L, to_jsonb(x)) f',
      v_table, v_table);
  end loop;
end
$$;
revoke execute on function private.live_storage_refs() from public, anon, authenticated;

create function private.in_purge(entry public.content_trash)
returns boolean
language sql stable
set search_path = ''
as $$
  select entry.purge_started_at is not null
      or exists (select 1 from public.content_trash p where p.id = entry.parent_id and p.purge_started_at is not null)
$$;
revoke execute on function private.in_purge(public.content_trash) from public, anon, authenticated;

-- Step 1 of a purge: claims Trash entries (`due`: deleted 30 days ago or more, or left claimed by a purge
-- that did not finish; `all`: "Empty trash"; `selected`: the given ids) so they can no longer be restored,
-- and answers the files to remove: those the claimed rows pointed at, and those only history older than 30
-- days points at (a picture replaced in an edit stays restorable with its version for 30 days), less every
-- file anything else still points at. The caller removes them, then calls finish_trash_purge.
create function public.begin_trash_purge(scope text default 'due', trash_ids bigint[] default null)
returns jsonb
language plpgsql security definer
set search_path = ''
as $$
declare
  v_claimed bigint[];
  v_files jsonb;
begin
  if scope is null or scope not in ('due', 'all', 'selected') then
    raise exception using errcode = '22023', message = 'scope must be due, all or selected';
  end if;
  with claimed as (
    update public.content_trash t set purge_started_at = now()
     where t.parent_id is null
       and case scope
             when 'all' then true
             when 'selected' then t.id = any(coalesce(trash_ids, '{}'))
             else t.deleted_at <= now() - interval '30 days'
                  or t.purge_started_at <= now() - interval '10 minutes'
           end
    returning t.id
  )
  select coalesce(array_agg(id order by id), '{}') into v_claimed from claimed;

  with trash as (
    select t.table_name, t.row_id, t.data, private.in_purge(t) as purging from public.content_trash t
  ),
  history as (
    select r.table_name, r.data, r.changed_at > now() - interval '30 days' as recent
      from public.content_revisions r
     where not exists (
       select 1 from trash p where p.purging and p.table_name = r.table_name and p.row_id = r.row_id
     )
  ),
  candidates as (
    select f.bucket_id, f.name from trash t cross join lateral private.storage_refs(t.table_name, t.data) f
     where t.purging
    union
    select f.bucket_id, f.name from history h cross join lateral private.storage_refs(h.table_name, h.data) f
     where not h.recent
  ),
  kept as (
    select f.bucket_id, f.name from trash t cross join lateral private.storage_refs(t.table_name, t.data) f
     where not t.purging
    union
    select f.bucket_id, f.name from history h cross join lateral private.storage_refs(h.table_name, h.data) f
     where h.recent
    union
    select l.bucket_id, l.name from private.live_storage_refs() l
  ),
  originals as (
    select o.bucket_id, o.name, regexp_replace(o.name, '\.[^./]*$', '') as stem
      from (select * from candidates except select * from kept) c
      join storage.objects o on o.bucket_id = c.bucket_id and o.name = c.name
  ),
  -- A picture's renditions stored beside it go with it; their names are those
  -- supabase/functions/_shared/picture-renditions.ts makes (`<stem>.<width>w.webp`, `<stem>.share.jpg`,
  -- `<stem>.podcast.jpg`). A file something still points at by that name stays.
  renditions as (
    select o.bucket_id, o.name
      from originals f
      join storage.objects o
        on o.bucket_id = f.bucket_id and starts_with(o.name, f.stem || '.')
       and substr(o.name, char_length(f.stem) + 2) ~ '^([0-9]+w\.webp|(share|podcast)\.jpg)$'
    except select * from kept
  )
  select coalesce(jsonb_agg(jsonb_build_object('bucket', f.bucket_id, 'name', f.name) order by f.bucket_id, f.name), '[]')
    into v_files
    from (select bucket_id, name from originals union select bucket_id, name from renditions) f;

  return jsonb_build_object('trash_ids', to_jsonb(v_claimed), 'files', v_files);
end
$$;
revoke execute on function public.begin_trash_purge(text, bigint[]) from public, anon, authenticated;
grant execute on function public.begin_trash_purge(text, bigint[]) to service_role;

-- Step 2, once the files are gone: the claimed entries, the rows trashed with them and all their history go.
create function public.finish_trash_purge(trash_ids bigint[])
returns integer
language plpgsql security definer
set search_path = ''
as $$
declare
  v_purged integer;
begin
  delete from public.content_revisions r
   using public.content_trash t
   left join public.content_trash p on p.id = t.parent_id
   where coalesce(p.id, t.id) = any(trash_ids) and private.in_purge(t)
     and r.table_name = t.table_name and r.row_id = t.row_id;
  delete from public.content_trash t
   where t.id = any(trash_ids) and t.parent_id is null and t.purge_started_at is not null;
  get diagnostics v_purged = row_count;
  return v_purged;
end
$$;
revoke execute on function public.finish_trash_purge(bigint[]) from public, anon, authenticated;
grant execute on function public.finish_trash_purge(bigint[]) to service_role;
