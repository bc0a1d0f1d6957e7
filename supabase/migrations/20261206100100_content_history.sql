-- History, Trash and no lost edits for every content table (issue #23). The database records each change
-- itself, so no client can skip it or write history of its own:
-- - content_revisions: every insert, update and delete, with the whole row, who (auth.uid() and the e-mail
--   in their token at the time) and when. Only admins read it; nobody writes it (triggers do).
-- - content_trash: a deleted row (with the rows deleted along with it, e.g. an album's photos) for 30
--   days. Restoring puts it back; the purge (supabase/functions/purge-trash) removes it and its files.
-- - compare-and-set: an update that names the `updated_at` it started from is refused once the row has
--   changed since (HTTP 409 through PostgREST), so one admin's save never silently overwrites another's.

create table public.content_revisions (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  action text not null,
  -- The whole row after the change (before it, for a delete).
  data jsonb not null,
  -- For an update: the columns whose value changed (updated_at aside).
  changed_fields text[],
  -- The revision this change brought back ("Restore this version", or restore from Trash). Not a foreign
  -- key: a purge removes the item's revisions, and this stays a plain record of what happened.
  restored_from bigint,
  changed_by uuid,
  changed_by_email text,
  changed_at timestamptz not null default now(),
  constraint content_revisions_action_known check (action in ('insert', 'update', 'delete'))
);
create index content_revisions_row_idx on public.content_revisions (table_name, row_id, id desc);

create table public.content_trash (
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  data jsonb not null,
  -- Set for a row deleted because its parent was (a photo of a deleted album): it comes back with it.
  parent_id bigint references public.content_trash (id) on delete cascade,
  deleted_by uuid,
  deleted_by_email text,
  deleted_at timestamptz not null default now(),
  -- Set while a purge removes the item's files; it can no longer be restored.
  purge_started_at timestamptz,
  constraint content_trash_row_once unique (table_name, row_id)
);
create index content_trash_parent_id_idx on public.content_trash (parent_id);
create index content_trash_deleted_at_idx on public.content_trash (deleted_at) where parent_id is null;

alter table public.content_revisions enable row level security;
alter table public.content_trash enable row level security;
revoke all on table public.content_revisions, public.content_trash from anon, authenticated;
revoke insert, update, delete, truncate on table public.content_revisions, public.content_trash from service_role;
grant select on table public.content_revisions, public.content_trash to authenticated;
create policy "Admins read revisions" on public.content_revisions
  for select to authenticated
  using ((select private.is_admin()));
create policy "Admins read the trash" on public.content_trash
  for select to authenticated
  using ((select private.is_admin()));

-- Set (transaction-locally) by the restore functions, read by the revision they cause.
create function private.restoring() returns bigint
language sql stable
set search_path = ''
as $$
  select nullif(current_setting('piwc.restored_from', true), '')::bigint
$$;
revoke execute on function private.restoring() from public, anon, authenticated;

-- A backup restore (`backup.restoring`, set by public.backup_restore_rows/backup_clear) brings back
-- history and Trash from the archive itself: its row writes must not add to them.
create function private.restoring_backup() returns boolean
language sql stable
set search_path = ''
as $$
  select coalesce(current_setting('backup.restoring', true), '') = 'on'
$$;
revoke execute on function private.restoring_backup() from public, anon, authenticated;

create function private.record_content_revision() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_row jsonb := case when tg_op = 'DELETE' then to_jsonb(old) else to_jsonb(new) end;
  v_changed text[];
begin
  if private.restoring_backup() then
    return null;
  end if;
  if tg_op = 'UPDATE' then
    select array_agg(n.key order by n.key) into v_changed
      from jsonb_each(v_row) n
     where n.key <> 'updated_at' and n.value is distinct from to_jsonb(old) -> n.key;
    if v_changed is null then
      return null;
    end if;
  end if;
  insert into public.content_revisions
    (table_name, row_id, action, data, changed_fields, restored_from, changed_by, changed_by_email)
  values (
    tg_table_name, (v_row ->> 'id')::uuid, lower(tg_op), v_row, v_changed, private.restoring(),
    auth.uid(), nullif(auth.jwt() ->> 'email', '')
  );
  return null;
end
$$;
revoke execute on function private.record_content_revision() from public, anon, authenticated;

-- Before the row goes (and before a cascade takes its children, whose own trigger then finds this entry).
-- Arguments for a child table: the parent table and the column that points at it.
create function private.move_to_trash() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_parent bigint;
begin
  if private.restoring_backup() then
    return old;
  end if;
  if tg_nargs = 2 then
    select t.id into v_parent
      from public.content_trash t
     where t.table_name = tg_argv[0] and t.row_id = (to_jsonb(old) ->> tg_argv[1])::uuid;
  end if;
  insert into public.content_trash (table_name, row_id, data, parent_id, deleted_by, deleted_by_email)
  values (tg_table_name, old.id, to_jsonb(old), v_parent, auth.uid(), nullif(auth.jwt() ->> 'email', ''))
  on conflict (table_name, row_id) do update
    set data = excluded.data, parent_id = excluded.parent_id, deleted_by = excluded.deleted_by,
        deleted_by_email = excluded.deleted_by_email, deleted_at = now(), purge_started_at = null;
  return old;
end
$$;
revoke execute on function private.move_to_trash() from public, anon, authenticated;

-- A row that comes back (restored from Trash) leaves it, with the children that were trashed with it.
create function private.leave_trash() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  if private.restoring_backup() then
    return null;
  end if;
  delete from public.content_trash where table_name = tg_table_name and row_id = new.id;
  return null;
end
$$;
revoke execute on function private.leave_trash() from public, anon, authenticated;

create function private.compare_and_set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  v_by text;
begin
  if new.updated_at is distinct from old.updated_at then
    select r.changed_by_email into v_by
      from public.content_revisions r
     where r.table_name = tg_table_name and r.row_id = old.id
     order by r.id desc
     limit 1;
    raise exception using
      errcode = 'PT409',
      message = 'Someone else changed this item after you opened it.',
      detail = json_build_object('updated_at', old.updated_at, 'changed_by', v_by)::text,
      hint = 'Reload to see their version, or save again to replace it with yours.';
  end if;
  -- The clock, not the transaction's start: two saves in one transaction are two versions too.
  new.updated_at := clock_timestamp();
  return new;
end
$$;
revoke execute on function private.compare_and_set_updated_at() from public, anon, authenticated;

-- Puts history, Trash and compare-and-set on a content table. A child table (rows that belong to a row
-- of another content table and are deleted with it) names its parent table and the column pointing at it.
create function private.track_content(tbl regclass, parent_table text default null, parent_column text default null)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_trash_args text := case when parent_table is null then '' else format('%L, %L', parent_table, parent_column) end;
begin
  execute format('drop trigger if exists set_updated_at on %s', tbl);
  execute format(
    'create trigger compare_and_set_updated_at before update on %s '
    'for each row execute function private.compare_and_set_updated_at()', tbl);
  execute format(
    'create trigger record_revision after insert or update or delete on %s '
    'for each row execute function private.record_content_revision()', tbl);
  execute format(
    'create trigger move_to_trash before delete on %s for each row execute function private.move_to_trash(%s)',
    tbl, v_trash_args);
  execute format(
    'create trigger leave_trash after insert on %s for each row execute function private.leave_trash()', tbl);
end
$$;
revoke execute on function private.track_content(regclass, text, text) from public, anon, authenticated;

select private.track_content(t::regclass)
  from unnest(array[
    'public.welcome_section', 'public.announcements', 'public.events', 'public.leaders', 'public.ministries',
    'public.gallery_albums', 'public.notices', 'public.milestones', 'public.sermons'
  ]) t;
-- The church's details (one row, never deleted) get history and compare-and-set like the rest.
select private.track_content('public.church_settings');
-- Its form may then name the version it started from (it is granted column by column).
grant update (updated_at) on table public.church_settings to authenticated;
select private.track_content('public.gallery_photos', 'gallery_albums', 'album_id');
select private.track_content('public.sermon_presentations', 'sermons', 'sermon_id');
