-- "Plan your visit" (/visit): what a first-time visitor wants to know before a Sunday, in the office's own words.
-- One row, like church_settings: the page's service times, address and map link are read from church_settings
-- (one source for each fact); this row holds only the words around them. An empty text hides its section.

create table public.visit_page (
  id uuid primary key default gen_random_uuid(),
  intro text,
  what_to_expect text,
  parking text,
  childrens_church text,
  getting_here text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint visit_page_intro_length check (intro is null or char_length(intro) <= 600),
  constraint visit_page_what_to_expect_length check (what_to_expect is null or char_length(what_to_expect) <= 2000),
  constraint visit_page_parking_length check (parking is null or char_length(parking) <= 1000),
  constraint visit_page_childrens_church_length check (childrens_church is null or char_length(childrens_church) <= 1000),
  constraint visit_page_getting_here_length check (getting_here is null or char_length(getting_here) <= 1000)
);
-- The page shows one set of texts: a second row is refused rather than silently ignored.
create unique index visit_page_single_row on public.visit_page ((true));

insert into public.visit_page default values;

alter table public.visit_page enable row level security;
revoke all on table public.visit_page from anon, authenticated;
grant select on table public.visit_page to anon, authenticated;
grant update (intro, what_to_expect, parking, childrens_church, getting_here) on table public.visit_page to authenticated;

-- History and compare-and-set like every content table (20261206100100_content_history.sql); its form may name
-- the version it started from.
select private.track_content('public.visit_page');
grant update (updated_at) on table public.visit_page to authenticated;

-- Everything here is printed on the public site.
create policy "Everyone reads the visit page" on public.visit_page
  for select to anon, authenticated
  using (true);
create policy "Admins update the visit page" on public.visit_page
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- An open /visit page reads the row again when the office edits it, as the church's details do.
create trigger announce_content_change after insert or update or delete on public.visit_page
  for each row execute function private.announce_content_change();
