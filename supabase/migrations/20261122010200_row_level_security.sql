-- Row-level security and grants. The database decides every access; the admin guard in the browser
-- only decides navigation. Roles: `anon` (visitors), `authenticated` (signed in; admins are the ones
-- with a `user_roles` admin row), `service_role` (server side, bypasses RLS).

alter table public.user_roles enable row level security;
alter table public.welcome_section enable row level security;
alter table public.announcements enable row level security;
alter table public.events enable row level security;
alter table public.leaders enable row level security;
alter table public.ministries enable row level security;
alter table public.gallery_albums enable row level security;
alter table public.gallery_photos enable row level security;
alter table public.notices enable row level security;
alter table public.milestones enable row level security;
alter table public.sermons enable row level security;
alter table public.sermon_presentations enable row level security;
alter table public.contact_messages enable row level security;

-- Hosted Supabase grants the API roles everything on new tables in `public`. Take that back and
-- grant only what the policies below use, so a missing policy fails closed.
revoke all on table
  public.user_roles, public.welcome_section, public.announcements, public.events, public.leaders,
  public.ministries, public.gallery_albums, public.gallery_photos, public.notices, public.milestones,
  public.sermons, public.sermon_presentations, public.contact_messages
from anon, authenticated;

alter default privileges in schema public
  revoke insert, update, delete, truncate, references, trigger on tables from anon, authenticated;

grant select on table
  public.welcome_section, public.announcements, public.events, public.leaders, public.ministries,
  public.gallery_albums, public.gallery_photos, public.notices, public.milestones, public.sermons,
  public.sermon_presentations
to anon;

grant select, insert, update, delete on table
  public.welcome_section, public.announcements, public.events, public.leaders, public.ministries,
  public.gallery_albums, public.gallery_photos, public.notices, public.milestones, public.sermons,
  public.sermon_presentations
to authenticated;

-- Roles are read by the signed-in user themself; nobody writes them through the API.
grant select on table public.user_roles to authenticated;

-- Visitors may only send a message (the columns of the contact form); admins read and manage them.
grant insert (name, email, phone, subject, message) on table public.contact_messages to anon, authenticated;
grant select, delete on table public.contact_messages to authenticated;
grant update (handled) on table public.contact_messages to authenticated;

revoke execute on function public.is_admin() from public, anon;
grant execute on function public.is_admin() to authenticated, service_role;
revoke execute on function public.set_updated_at() from public, anon, authenticated;

-- user_roles
create policy "Users read their own roles" on public.user_roles
  for select to authenticated
  using (user_id = (select auth.uid()));

-- Content with a `published` flag: visitors and signed-in users read what is published, admins read all.
do $$
declare
  t text;
begin
  foreach t in array array[
    'welcome_section', 'announcements', 'events', 'leaders', 'ministries', 'gallery_albums',
    'milestones', 'sermons'
  ] loop
    execute format(
      'create policy "Visitors read published rows" on public.%I for select to anon using (published)',
      t
    );
    execute format(
      'create policy "Signed-in users read published rows, admins read all" on public.%I '
      'for select to authenticated using (published or (select public.is_admin()))',
      t
    );
  end loop;
end
$$;

-- Notices are also hidden from visitors once they have expired.
create policy "Visitors read published, unexpired notices" on public.notices
  for select to anon
  using (published and (expires_at is null or expires_at > now()));
create policy "Signed-in users read published, unexpired notices, admins read all" on public.notices
  for select to authenticated
  using ((published and (expires_at is null or expires_at > now())) or (select public.is_admin()));

-- Photos and presentation files follow the visibility of the album or sermon they belong to.
create policy "Visitors read photos of published albums" on public.gallery_photos
  for select to anon
  using (exists (
    select 1 from public.gallery_albums a where a.id = gallery_photos.album_id and a.published
  ));
create policy "Signed-in users read photos of published albums, admins read all" on public.gallery_photos
  for select to authenticated
  using (
    exists (select 1 from public.gallery_albums a where a.id = gallery_photos.album_id and a.published)
    or (select public.is_admin())
  );

create policy "Visitors read presentations of published sermons" on public.sermon_presentations
  for select to anon
  using (exists (
    select 1 from public.sermons s where s.id = sermon_presentations.sermon_id and s.published
  ));
create policy "Signed-in users read presentations of published sermons, admins read all"
  on public.sermon_presentations
  for select to authenticated
  using (
    exists (select 1 from public.sermons s where s.id = sermon_presentations.sermon_id and s.published)
    or (select public.is_admin())
  );

-- Only admins write content.
do $$
declare
  t text;
begin
  foreach t in array array[
    'welcome_section', 'announcements', 'events', 'leaders', 'ministries', 'gallery_albums',
    'gallery_photos', 'notices', 'milestones', 'sermons', 'sermon_presentations'
  ] loop
    execute format(
      'create policy "Admins insert" on public.%I for insert to authenticated '
      'with check ((select public.is_admin()))',
      t
    );
    execute format(
      'create policy "Admins update" on public.%I for update to authenticated '
      'using ((select public.is_admin())) with check ((select public.is_admin()))',
      t
    );
    execute format(
      'create policy "Admins delete" on public.%I for delete to authenticated '
      'using ((select public.is_admin()))',
      t
    );
  end loop;
end
$$;

-- contact_messages: a new message is always unhandled; the table constraints check the fields.
create policy "Anyone sends an unhandled message" on public.contact_messages
  for insert to anon, authenticated
  with check (not handled and message ~ '[^[:space:]]' and position('@' in email) > 1);
create policy "Admins read messages" on public.contact_messages
  for select to authenticated
  using ((select public.is_admin()));
create policy "Admins update messages" on public.contact_messages
  for update to authenticated
  using ((select public.is_admin())) with check ((select public.is_admin()));
create policy "Admins delete messages" on public.contact_messages
  for delete to authenticated
  using ((select public.is_admin()));
