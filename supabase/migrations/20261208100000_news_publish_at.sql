-- Announcements and notices are scheduled like every other content table (issue #23). Their "Publish date"
-- (`published_at`) was shown to visitors but never enforced: a notice dated next month was public at once.
-- It becomes `publish_at`, which the read policies enforce (private.schedule_content), and announcements gain
-- `expires_at` as notices have. The column keeps its `not null default now()`: a news item always has a
-- date to be listed by, and "now" is what an empty "Publish at" means elsewhere.

alter table public.announcements rename column published_at to publish_at;
alter table public.announcements add column expires_at timestamptz;
alter index public.announcements_published_published_at_idx rename to announcements_published_publish_at_idx;

alter table public.notices rename column published_at to publish_at;
-- schedule_content adds the same check under the name every scheduled table's has.
alter table public.notices drop constraint notices_expires_at_after_published_at;
alter index public.notices_published_pinned_published_at_idx rename to notices_published_pinned_publish_at_idx;

drop policy "Visitors read published rows" on public.announcements;
drop policy "Signed-in users read published rows, admins read all" on public.announcements;
drop policy "Visitors read published, unexpired notices" on public.notices;
drop policy "Signed-in users read published, unexpired notices, admins read all" on public.notices;
select private.schedule_content('public.announcements');
select private.schedule_content('public.notices');

-- Already scheduled rows (dated in the future when this runs) are announced to open pages like new ones.
insert into public.scheduled_changes (table_name, row_id, change, at)
select 'announcements', a.id, c.change, c.at
  from public.announcements a
 cross join lateral (values ('publish', a.publish_at), ('expire', a.expires_at)) c (change, at)
 where a.published and c.at > now()
union all
select 'notices', n.id, c.change, c.at
  from public.notices n
 cross join lateral (values ('publish', n.publish_at), ('expire', n.expires_at)) c (change, at)
 where n.published and c.at > now();

-- The search index copies each row's `publish_at` into `visible_from` (20261201120000_site_search.sql);
-- these two tables had none until now.
update search.documents d set visible_from = a.publish_at
  from public.announcements a where d.kind = 'announcement' and d.id = a.id;
update search.documents d set visible_from = n.publish_at
  from public.notices n where d.kind = 'notice' and d.id = n.id;

-- search_content() names the old column in its body (PL/pgSQL keeps the text, so a rename does not reach it):
-- the same function again with the new name, read from the catalogue rather than copied here, so this
-- migration changes nothing else of it.
do $$
declare
  v_old text := pg_get_functiondef('public.search_content(text)'::regprocedure);
  v_new text := replace(replace(v_old, 'a.published_at', 'a.publish_at'), 'n.published_at', 'n.publish_at');
begin
  if v_new = v_old or v_new like '%published_at%' then
    raise exception 'search_content() does not name published_at as expected; rewrite this step by hand';
  end if;
  execute v_new;
end
$$;
