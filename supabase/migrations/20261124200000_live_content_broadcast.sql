-- Open public pages stay current through Realtime Broadcast from the database: each change to content visitors
-- may see is announced on the private channel `public-content`, as the table's name only; the page then reads
-- the table again through its policies. (Postgres Changes cannot do this on hosted Supabase: a row that stops
-- passing a visitor's policies, e.g. one unpublished, is simply never sent to that visitor, so it would stay
-- on open pages.) Nothing about the row travels, so a draft's contents never reach a visitor.

-- SECURITY DEFINER: realtime.send() inserts into realtime.messages, which has no INSERT policy (clients may not
-- broadcast on the channel); the owner, postgres, bypasses RLS. Triggers need no EXECUTE grant to fire.
create function private.announce_content_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  -- A change that only ever touched unpublished rows is the office's business alone.
  if (tg_op <> 'DELETE' and coalesce((pg_catalog.to_jsonb(new) ->> 'published')::boolean, true))
     or (tg_op <> 'INSERT' and coalesce((pg_catalog.to_jsonb(old) ->> 'published')::boolean, true)) then
    perform realtime.send(pg_catalog.jsonb_build_object('table', tg_table_name), tg_table_name, 'public-content', true);
  end if;
  return null;
end
$$;
revoke execute on function private.announce_content_change() from public, anon, authenticated;

create trigger announce_content_change after insert or update or delete on public.welcome_section
  for each row execute function private.announce_content_change();
create trigger announce_content_change after insert or update or delete on public.announcements
  for each row execute function private.announce_content_change();
create trigger announce_content_change after insert or update or delete on public.events
  for each row execute function private.announce_content_change();
create trigger announce_content_change after insert or update or delete on public.notices
  for each row execute function private.announce_content_change();

-- Who may join `public-content` (Realtime checks a private channel's join against these policies): anyone.
-- Nobody may send on it: there is no INSERT policy.
create policy "Anyone hears which public content changed" on realtime.messages
  for select to anon, authenticated
  using (extension = 'broadcast' and (select realtime.topic()) = 'public-content');

-- The pages no longer listen to Postgres Changes: stop decoding these tables' changes for Realtime.
alter publication supabase_realtime drop table
  public.welcome_section, public.announcements, public.events, public.notices;
