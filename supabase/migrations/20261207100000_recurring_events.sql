-- Recurring events: an RFC 5545 rule on the event, and per-occurrence exceptions (cancel, move, retitle).
--
-- The event's starts_at/ends_at are its first occurrence (the rule's DTSTART), as wall-clock times in
-- Africa/Accra. `rrule` holds the RRULE value without the "RRULE:" prefix, e.g. FREQ=WEEKLY;BYDAY=SU or
-- FREQ=MONTHLY;BYDAY=1FR;UNTIL=20271231T235959Z. Occurrences are expanded from it by the rrule library
-- (supabase/functions/_shared/event-occurrences.ts), in the browser and in the events-ics function; the
-- database only checks that the rule is one the site can expand and that it does not end before it starts.

alter table public.events
  add column rrule text,
  -- iCalendar SEQUENCE: calendar apps replace their copy of an event only when this has grown.
  add column calendar_sequence integer not null default 0;

-- Refuses a rule the site cannot honour, with a message an administrator can act on. A trigger rather than
-- a CHECK so the message names the problem (a CHECK only names the constraint).
create function private.check_event_rule() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  part text;
  name text;
  val text;
  seen text[] := '{}';
  until_at timestamptz;
  day_list constant text := '([+-]?([1-9]|[1-4][0-9]|5[0-3])?(MO|TU|WE|TH|FR|SA|SU))';
  problem text;
begin
  if new.rrule is null then
    return new;
  end if;
  foreach part in array string_to_array(new.rrule, ';') loop
    name := split_part(part, '=', 1);
    val := substr(part, length(name) + 2);
    if position('=' in part) = 0 or val = '' then
      problem := format('"%s" is not of the form NAME=VALUE', part);
    elsif name = any(seen) then
      problem := format('%s is given twice', name);
    elsif name = 'FREQ' and val not in ('DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY') then
      problem := 'FREQ must be DAILY, WEEKLY, MONTHLY or YEARLY';
    elsif name = 'INTERVAL' and val !~ '^[1-9][0-9]{0,2}$' then
      problem := 'INTERVAL must be a whole number from 1 to 999';
    elsif name = 'COUNT' and val !~ '^[1-9][0-9]{0,3}$' then
      problem := 'COUNT must be a whole number from 1 to 9999';
    elsif name = 'UNTIL' and val !~ '^[0-9]{8}T[0-9]{6}Z$' then
      problem := 'UNTIL must be a UTC date and time such as 20271231T235959Z';
    elsif name = 'BYDAY' and val !~ ('^' || day_list || '(,' || day_list || ')*$') then
      problem := 'BYDAY must list days such as SU, WE or 1FR';
    elsif name = 'BYMONTHDAY' and val !~ '^-?([1-9]|[12][0-9]|3[01])(,-?([1-9]|[12][0-9]|3[01]))*$' then
      problem := 'BYMONTHDAY must list days of the month from 1 to 31 (or -1 for the last)';
    elsif name = 'BYMONTH' and val !~ '^([1-9]|1[0-2])(,([1-9]|1[0-2]))*$' then
      problem := 'BYMONTH must list months from 1 to 12';
    elsif name = 'BYSETPOS' and val !~ '^-?[1-9][0-9]{0,2}(,-?[1-9][0-9]{0,2})*$' then
      problem := 'BYSETPOS must list positions such as 1 or -1';
    elsif name = 'WKST' and val not in ('MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU') then
      problem := 'WKST must be a day such as MO';
    elsif name not in ('FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'BYSETPOS', 'WKST') then
      problem := format('%s is not supported: an event repeats on days, weeks, months or years at its own time', name);
    end if;
    exit when problem is not null;
    seen := seen || name;
    if name = 'UNTIL' then
      until_at := make_timestamptz(
        substr(val, 1, 4)::int, substr(val, 5, 2)::int, substr(val, 7, 2)::int,
        substr(val, 10, 2)::int, substr(val, 12, 2)::int, substr(val, 14, 2)::int, 'UTC'
      );
    end if;
  end loop;
  if problem is null and not 'FREQ' = any(seen) then
    problem := 'FREQ is required';
  elsif problem is null and 'COUNT' = any(seen) and 'UNTIL' = any(seen) then
    problem := 'COUNT and UNTIL cannot both be set';
  elsif problem is null and until_at < new.starts_at then
    problem := 'UNTIL is before the event starts';
  end if;
  if problem is not null then
    raise exception 'Invalid repeat rule: %', problem
      using errcode = 'check_violation', hint = 'Choose how the event repeats again.';
  end if;
  return new;
exception
  when datetime_field_overflow or invalid_datetime_format then
    raise exception 'Invalid repeat rule: UNTIL is not a real date'
      using errcode = 'check_violation', hint = 'Choose how the event repeats again.';
end
$$;

create trigger check_event_rule before insert or update of rrule, starts_at on public.events
  for each row execute function private.check_event_rule();

-- One row per occurrence that differs from its rule: cancelled, or moved/retitled/relocated. The occurrence
-- is named by the start its rule gives it (iCalendar's RECURRENCE-ID), so it keeps its identity (and its
-- page address) when it is moved. Null override columns keep the series' value.
create table public.event_exceptions (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  occurrence_start timestamptz not null,
  cancelled boolean not null default false,
  starts_at timestamptz,
  ends_at timestamptz,
  title text,
  location text,
  -- Shown with the occurrence ("Joined with the Harvest Thanksgiving service").
  note text,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint event_exceptions_one_per_occurrence unique (event_id, occurrence_start),
  constraint event_exceptions_title_not_empty check (title is null or title ~ '[^[:space:]]'),
  constraint event_exceptions_ends_at_not_before_starts_at check (
    ends_at is null or ends_at >= coalesce(starts_at, occurrence_start)
  ),
  constraint event_exceptions_cancelled_has_no_changes check (
    not cancelled or (starts_at is null and ends_at is null and title is null and location is null)
  ),
  constraint event_exceptions_changes_something check (
    cancelled or starts_at is not null or ends_at is not null or title is not null or location is not null
    or note is not null
  )
);


-- Any change to an event or its exceptions bumps the event's calendar_sequence (the exceptions' trigger
-- raising it by one is that change, not counted twice). It never goes down: restoring an older version
-- (#23's restore_revision) brings back its columns, but calendars must still see a newer SEQUENCE. A restore
-- from a backup puts rows back exactly as they were, sequence included, so it bumps nothing.
create function private.bump_event_calendar_sequence() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- The setting itself, not #23's private.restoring_backup(): this trigger runs as the admin, who may not
  -- execute private helpers.
  if coalesce(current_setting('backup.restoring', true), '') = 'on' then
    return case when tg_when = 'BEFORE' then new else null end;
  end if;
  if tg_table_name = 'events' then
    new.calendar_sequence := greatest(new.calendar_sequence, old.calendar_sequence + 1);
    return new;
  end if;
  update public.events
    set calendar_sequence = calendar_sequence + 1
    where id in (
      select event_id from (select (new).event_id union select (old).event_id) as changed(event_id)
      where event_id is not null
    );
  return null;
end
$$;

create trigger bump_calendar_sequence before update on public.events
  for each row execute function private.bump_event_calendar_sequence();
create trigger bump_event_calendar_sequence after insert or update or delete on public.event_exceptions
  for each row execute function private.bump_event_calendar_sequence();

alter table public.event_exceptions enable row level security;
revoke all on table public.event_exceptions from anon, authenticated;
grant select on table public.event_exceptions to anon;
grant select, insert, update, delete on table public.event_exceptions to authenticated;
revoke execute on function private.check_event_rule() from public, anon, authenticated;
revoke execute on function private.bump_event_calendar_sequence() from public, anon, authenticated;

-- An exception is visible exactly when its event is: the subquery on events runs under events' own
-- policies, so whatever decides an event's visibility (published, a schedule) decides its exceptions'.
create policy "Visitors read exceptions of events they can see" on public.event_exceptions
  for select to anon
  using (exists (select 1 from public.events e where e.id = event_exceptions.event_id));
create policy "Signed-in users read exceptions of events they can see" on public.event_exceptions
  for select to authenticated
  using (exists (select 1 from public.events e where e.id = event_exceptions.event_id));
create policy "Admins insert" on public.event_exceptions for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update" on public.event_exceptions for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));
create policy "Admins delete" on public.event_exceptions for delete to authenticated
  using ((select private.is_admin()));

create index event_exceptions_event_id_idx on public.event_exceptions (event_id);

-- History, Trash and compare-and-set as for every content table (#23): an exception is a child of its
-- event, so deleting the event trashes its exceptions with it and restoring it brings them back.
select private.track_content('public.event_exceptions', 'events', 'event_id');

-- calendar_sequence is bookkeeping for calendar apps, like updated_at: a change of it alone (an exception
-- saved) is no version of the event in its history, and it is never among the fields a version changed.
-- The same function as #23's content_history migration with that one column set aside.
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
    select array_agg(n.key order by n.key) into v_changed
      from jsonb_each(v_row) n
     where n.key not in ('updated_at', 'calendar_sequence') and n.value is distinct from to_jsonb(old) -> n.key;
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
