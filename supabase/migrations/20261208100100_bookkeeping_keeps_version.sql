-- A row's version (`updated_at`, which compare-and-set checks) moves only when a field an admin edits changes.
-- Saving one date's exception of a recurring event raises the event's calendar_sequence (for calendar apps,
-- 20261207100000_recurring_events.sql); with the version moving too, the admin's open event form was refused
-- (409, "someone else changed this item") for a change nobody made to what the form edits. History already
-- left that bookkeeping aside; the version now does the same, from the one list below.

-- The fields an update changed that count as a change of the item: not its version, not bookkeeping.
create function private.changed_content_fields(old_row jsonb, new_row jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select array_agg(n.key order by n.key)
    from jsonb_each(new_row) n
   where n.key not in ('updated_at', 'calendar_sequence') and n.value is distinct from old_row -> n.key
$$;
revoke execute on function private.changed_content_fields(jsonb, jsonb) from public, anon;
-- compare-and-set runs as whoever saves (an admin, or the service role).
grant execute on function private.changed_content_fields(jsonb, jsonb) to authenticated, service_role;

create or replace function private.compare_and_set_updated_at() returns trigger
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
  -- Nothing an admin edits changed (bookkeeping only, or no change at all): the same version, as history
  -- records no new one either.
  if private.changed_content_fields(to_jsonb(old), to_jsonb(new)) is null then
    return new;
  end if;
  -- The clock, not the transaction's start: two saves in one transaction are two versions too.
  new.updated_at := clock_timestamp();
  return new;
end
$$;
revoke execute on function private.compare_and_set_updated_at() from public, anon, authenticated;

create or replace function private.record_content_revision() returns trigger
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
    v_changed := private.changed_content_fields(to_jsonb(old), v_row);
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
