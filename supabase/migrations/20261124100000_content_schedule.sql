-- Scheduling and expiry for the content visitors see (issue #23). A row is public only while it is
-- published, its `publish_at` (null = at once) has come and its `expires_at` (null = never) has not. The
-- policies decide this for every client, REST and Realtime alike, so nothing scheduled can be read early.
-- Announcements and notices join in a later migration: their `published_at` becomes `publish_at` there,
-- together with the pages that read it.

-- One definition of "public now", used by every policy and by the schedule signal below.
create function private.is_public(published boolean, publish_at timestamptz, expires_at timestamptz)
returns boolean
language sql stable
set search_path = ''
as $$
  select published
     and (publish_at is null or publish_at <= now())
     and (expires_at is null or expires_at > now())
$$;
revoke execute on function private.is_public(boolean, timestamptz, timestamptz) from public;
grant execute on function private.is_public(boolean, timestamptz, timestamptz)
  to anon, authenticated, service_role;
-- Visitors' reads evaluate it too. A policy holds the function's OID, but whatever re-reads a policy's text
-- as the visitor (Realtime judging a row that just left their view) looks it up by name.
grant usage on schema private to anon;

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
-- read again: it holds instants only (visitors may read nothing else of it), and it is in the Realtime
-- publication, so a newly scheduled item reaches open pages as a content-free change.
create table public.scheduled_changes (
  -- A key of its own, so Realtime can check a change's visibility by a column visitors may read.
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
    'create policy "Visitors read public rows" on %s for select to anon '
    'using (private.is_public(published, publish_at, expires_at))', tbl);
  execute format(
    'create policy "Signed-in users read public rows, admins read all" on %s for select to authenticated '
    'using (private.is_public(published, publish_at, expires_at) or (select private.is_admin()))', tbl);
  execute format(
    'alter table %s add constraint %I check (expires_at is null or publish_at is null or expires_at > publish_at)',
    tbl, v_name || '_expires_at_after_publish_at');
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
drop policy "Visitors read photos of published albums" on public.gallery_photos;
drop policy "Signed-in users read photos of published albums, admins read all" on public.gallery_photos;
create policy "Visitors read photos of public albums" on public.gallery_photos
  for select to anon
  using (exists (
    select 1 from public.gallery_albums a
     where a.id = gallery_photos.album_id and private.is_public(a.published, a.publish_at, a.expires_at)
  ));
create policy "Signed-in users read photos of public albums, admins read all" on public.gallery_photos
  for select to authenticated
  using (
    exists (
      select 1 from public.gallery_albums a
       where a.id = gallery_photos.album_id and private.is_public(a.published, a.publish_at, a.expires_at)
    )
    or (select private.is_admin())
  );

drop policy "Visitors read presentations of published sermons" on public.sermon_presentations;
drop policy "Signed-in users read presentations of published sermons, admins read all"
  on public.sermon_presentations;
create policy "Visitors read presentations of public sermons" on public.sermon_presentations
  for select to anon
  using (exists (
    select 1 from public.sermons s
     where s.id = sermon_presentations.sermon_id and private.is_public(s.published, s.publish_at, s.expires_at)
  ));
create policy "Signed-in users read presentations of public sermons, admins read all"
  on public.sermon_presentations
  for select to authenticated
  using (
    exists (
      select 1 from public.sermons s
       where s.id = sermon_presentations.sermon_id and private.is_public(s.published, s.publish_at, s.expires_at)
    )
    or (select private.is_admin())
  );

alter publication supabase_realtime add table public.scheduled_changes;
