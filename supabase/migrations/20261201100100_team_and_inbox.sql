-- The team (/admin/team) and the inbox (/admin/messages).

-- There is always someone who can run the site: removing the last admin row, directly, through
-- `pnpm admin:revoke` or by deleting that user's account (the foreign key cascades here), is refused.
-- The advisory lock makes two admins demoting each other at once take turns, so the second one sees the
-- first one's change and is refused instead of leaving nobody in charge.
create function private.keep_one_admin() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if old.role <> 'admin'::public.app_role then
    return old;
  end if;
  perform pg_advisory_xact_lock(hashtext('public.user_roles admin'));
  if not exists (
    select 1 from public.user_roles where role = 'admin'::public.app_role and user_id <> old.user_id
  ) then
    raise exception 'The last administrator cannot be removed'
      using errcode = 'P0001',
            hint = 'Make someone else an administrator first.',
            detail = 'last_admin';
  end if;
  return old;
end
$$;
revoke execute on function private.keep_one_admin() from public, anon, authenticated;

create trigger keep_one_admin before delete on public.user_roles
  for each row execute function private.keep_one_admin();

-- Handled is a state the office can undo; when it was set is kept for the inbox ("handled 3 Dec").
alter table public.contact_messages add column handled_at timestamptz;
update public.contact_messages set handled_at = updated_at where handled;
alter table public.contact_messages
  add constraint contact_messages_handled_at_matches check ((handled_at is not null) = handled);

create function private.stamp_handled_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.handled_at = case when new.handled then coalesce(new.handled_at, now()) end;
  elsif new.handled is distinct from old.handled then
    new.handled_at = case when new.handled then now() end;
  end if;
  return new;
end
$$;
revoke execute on function private.stamp_handled_at() from public, anon, authenticated;

create trigger stamp_handled_at before insert or update on public.contact_messages
  for each row execute function private.stamp_handled_at();

-- The inbox lists every message newest first, whatever its state.
create index contact_messages_created_at_idx on public.contact_messages (created_at desc);

-- New messages appear in the open inbox. Only admins receive them: each subscriber's changes are checked
-- against the table's select policies ("Admins read messages").
alter publication supabase_realtime add table public.contact_messages;
