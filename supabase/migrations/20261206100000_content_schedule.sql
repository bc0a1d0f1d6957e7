-- Scheduling and expiry for the content visitors see (issue #23). A row is public only while it is
-- published, its `publish_at` (null = at once) has come and its `expires_at` (null = never) has not. The
-- policies decide this for every client, REST and Realtime alike, so nothing scheduled can be read early.
-- Announcements and notices join in a later migration: their `published_at` becomes `publish_at` there,
-- together with the pages that read it.

-- One definition of "public now", written into every read policy when it is made. The policies carry the condition itself rather than a call: visitors' reads then need no
-- helper function (nothing in `private` is theirs to execute), and the planner sees plain columns.
create function private.public_now(alias text default '') returns text
language sql immutable
set search_path = ''
as $$
  select format(
    '(%1$spublished and (%1$spublish_at is null or %1$spublish_at <= now()) and (%1$sexpires_at is null or %1$sexpires_at > now()))',
    alias)
$$;
revoke execute on function private.public_now(text) from public, anon, authenticated;

-- "Publish date" left empty means "now": the moment it is first published is kept, so lists can say when
-- an item went up and its status never depends on the clock of the browser that saved it.
create function private.stamp_publish_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if new.published and new.publish_at is null then
    new.publish_at := now();
  end if;
  return new;
end
$$;
revoke execute on function private.stamp_publish_at() from public, anon, authenticated;

-- The moments at which some published row appears or expires. Visitors cannot read scheduled rows, and
-- the clock passing a row's publish_at fires no trigger, so an open page learns from this table when to
-- read again: it holds instants only (visitors may read nothing else of it). A newly scheduled item reaches
-- open pages as the content-free "this table changed" broadcast every content write sends on
-- `public-content` (20261124200000_live_content_broadcast.sql), after which a page reads the next instant.
create table public.scheduled_changes (
  -- A key of its own: visitors may read it and `at`, nothing that names a row.
  id bigint generated always as identity primary key,
  table_name text not null,
  row_id uuid not null,
  change text not null,
  at timestamptz not null,
  constraint scheduled_changes_row_change_key unique (table_name, row_id, change),
  constraint scheduled_changes_change_known check (change in ('publish', 'expire'))
);
create index scheduled_changes_at_idx on public.scheduled_changes (at);

alter table public.scheduled_changes enable row level security;
revoke all on table public.scheduled_changes from anon, authenticated;
grant select (id, at) on table public.scheduled_changes to anon, authenticated;
create policy "Anyone reads upcoming instants" on public.scheduled_changes
  for select to anon, authenticated
  using (at > now());

create function private.sync_scheduled_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  delete from public.scheduled_changes
   where (table_name = tg_table_name and row_id = v_id) or at < now() - interval '1 day';
  if tg_op <> 'DELETE' then
    if new.published then
      insert into public.scheduled_changes (table_name, row_id, change, at)
      select tg_table_name, v_id, c.change, c.at
        from (values ('publish', new.publish_at), ('expire', new.expires_at)) c (change, at)
       where c.at > now();
    end if;
  end if;
  return null;
end
$$;
revoke execute on function private.sync_scheduled_changes() from public, anon, authenticated;

-- Open pages of every kind of content hear "this table changed" (scheduling included) on `public-content`.
create function private.announce_changes(tbl regclass) returns void
language plpgsql
set search_path = ''
as $$
begin
  if not exists (
    select 1 from pg_catalog.pg_trigger t where t.tgrelid = tbl and t.tgname = 'announce_content_change'
  ) then
    execute format(
      'create trigger announce_content_change after insert or update or delete on %s '
      'for each row execute function private.announce_content_change()', tbl);
  end if;
end
$$;
revoke execute on function private.announce_changes(regclass) from public, anon, authenticated;

-- Adds the scheduling columns' triggers and the read policies to a content table that has `published`,
-- `publish_at` and `expires_at`. New content tables call it too, so every type is scheduled alike.
create function private.schedule_content(tbl regclass) returns void
language plpgsql
set search_path = ''
as $$
declare
  v_name text := (select c.relname from pg_catalog.pg_class c where c.oid = tbl);
begin
  execute format(
    'create trigger stamp_publish_at before insert or update of published, publish_at on %s '
    'for each row execute function private.stamp_publish_at()', tbl);
  execute format(
    'create trigger sync_scheduled_changes after insert or delete or update of published, publish_at, expires_at '
    'on %s for each row execute function private.sync_scheduled_changes()', tbl);
  execute format(
    'create policy "Visitors read public rows" on %s for select to anon using (%s)', tbl, private.public_now());
  execute format(
    'create policy "Signed-in users read public rows, admins read all" on %s for select to authenticated '
    'using (%s or (select private.is_admin()))', tbl, private.public_now());
  execute format(
    'alter table %s add constraint %I check (expires_at is null or publish_at is null or expires_at > publish_at)',
    tbl, v_name || '_expires_at_after_publish_at');
  perform private.announce_changes(tbl);
end
$$;
revoke execute on function private.schedule_content(regclass) from public, anon, authenticated;

do $$
declare
  t text;
begin
  foreach t in array array[
    'welcome_section', 'events', 'leaders', 'ministries', 'gallery_albums', 'milestones', 'sermons'
  ] loop
    execute format('alter table public.%I add column publish_at timestamptz, add column expires_at timestamptz', t);
    execute format('drop policy "Visitors read published rows" on public.%I', t);
    execute format('drop policy "Signed-in users read published rows, admins read all" on public.%I', t);
    perform private.schedule_content(format('public.%I', t)::regclass);
  end loop;
end
$$;

-- Rows already published count as published when they were created.
update public.welcome_section set publish_at = created_at where published;
update public.events set publish_at = created_at where published;
update public.leaders set publish_at = created_at where published;
update public.ministries set publish_at = created_at where published;
update public.gallery_albums set publish_at = created_at where published;
update public.milestones set publish_at = created_at where published;
update public.sermons set publish_at = created_at where published;

-- Photos and presentation files are public exactly while their album or sermon is.
create function private.schedule_child(tbl regclass, parent regclass, parent_column text, what text)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_parent_is_public text := format(
    'exists (select 1 from %s p where p.id = %I.%I and %s)',
    parent, (select c.relname from pg_catalog.pg_class c where c.oid = tbl), parent_column, private.public_now('p.'));
begin
  execute format('create policy %I on %s for select to anon using (%s)',
                 format('Visitors read %s', what), tbl, v_parent_is_public);
  execute format('create policy %I on %s for select to authenticated using (%s or (select private.is_admin()))',
                 format('Signed-in users read %s, admins read all', what), tbl, v_parent_is_public);
  perform private.announce_changes(tbl);
end
$$;
revoke execute on function private.schedule_child(regclass, regclass, text, text) from public, anon, authenticated;

drop policy "Visitors read photos of published albums" on public.gallery_photos;
drop policy "Signed-in users read photos of published albums, admins read all" on public.gallery_photos;
select private.schedule_child('public.gallery_photos', 'public.gallery_albums', 'album_id', 'photos of public albums');

drop policy "Visitors read presentations of published sermons" on public.sermon_presentations;
drop policy "Signed-in users read presentations of published sermons, admins read all"
  on public.sermon_presentations;
select private.schedule_child(
  'public.sermon_presentations', 'public.sermons', 'sermon_id', 'presentations of public sermons'
);

