-- The church's details and the office's inbox follow changes over Realtime Broadcast from the database, as the
-- public content does since 20261124200000_live_content_broadcast.sql, instead of Postgres Changes.
--
-- church_settings: every change is announced on `public-content` (the row has no `published` column, so the
-- shared trigger announces them all), and open pages read the row again: the footer, the contact details and
-- the "we are live now" banner follow the office's edits.
--
-- contact_messages: a visitor's message must never reach another visitor, so the inbox has its own private
-- channel, `office-inbox`, that only admins may join, and the announcement carries the table's name only; the
-- inbox then reads the messages again through the table's policies.

create trigger announce_content_change after insert or update or delete on public.church_settings
  for each row execute function private.announce_content_change();

-- SECURITY DEFINER for the same reason as private.announce_content_change(): realtime.messages has no INSERT
-- policy, so nobody can broadcast on the inbox's channel but this trigger.
create function private.announce_inbox_change() returns trigger
language plpgsql security definer
set search_path = ''
as $$
begin
  perform realtime.send(pg_catalog.jsonb_build_object('table', tg_table_name), tg_table_name, 'office-inbox', true);
  return null;
end
$$;
revoke execute on function private.announce_inbox_change() from public, anon, authenticated;

create trigger announce_inbox_change after insert or update or delete on public.contact_messages
  for each statement execute function private.announce_inbox_change();

create policy "Admins hear that the inbox changed" on realtime.messages
  for select to authenticated
  using (extension = 'broadcast' and (select realtime.topic()) = 'office-inbox' and (select private.is_admin()));

alter publication supabase_realtime drop table public.church_settings, public.contact_messages;
