-- What a visitor can see, in one short value (issue #26). A returning visitor's phone keeps every read it made
-- (the service worker); once a visit it asks for this instead of making each read again, and reads again only
-- when the value has moved. A change to content, a row published, unpublished, scheduled in or expired, or
-- deleted all move it.
--
-- Security invoker: it sums what the caller may read, through the same policies as the caller's own reads, so
-- it moves exactly when what that caller would be shown moves, and says nothing of drafts. Every table of the
-- API schema the caller may read whole takes part (a table added later joins without a change here), each row
-- as its whole text, so an edit to any column counts, whether or not the table stamps `updated_at`.
--
-- `at`: the moment a read put in its filter ("upcoming" is "ends at or after <at>"). Such a read's answer moves
-- with the clock, with no write: when some visible row's date or time passes `at`. So for every date and time
-- column, the rows before `at` (and at or before it) are counted too: the value for a later `at` differs from
-- an earlier one exactly when some row crossed between them, and a saved "upcoming" list is read again then.
-- Only moments still ahead when the row was last written count (after its `updated_at`, where it has one): a
-- moment already past then (its `created_at`, a publish date stamped at the write) cannot be crossed later by a
-- read saved after the write, and one saved before it was marked with the version the write has since moved.
create function public.content_version("at" timestamptz default null) returns text
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_table regclass;
  v_terms text;
  v_part text;
  v_parts text := '';
begin
  for v_table, v_terms in
    select c.oid::regclass,
           coalesce(string_agg(
             format('count(*) filter (where t.%1$I < $1 and %2$s) || ''.'' || count(*) filter (where t.%1$I <= $1 and %2$s)',
                    a.attname,
                    case when exists (
                      select 1 from pg_catalog.pg_attribute u
                       where u.attrelid = c.oid and u.attname = 'updated_at' and not u.attisdropped
                    ) then format('t.%I > t.updated_at', a.attname) else 'true' end),
             ' || ''.'' || ' order by a.attnum), '''''')
      from pg_catalog.pg_class c
      left join pg_catalog.pg_attribute a
        on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       and a.atttypid in ('timestamptz'::regtype, 'timestamp'::regtype, 'date'::regtype)
     where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'v', 'm', 'p') and not c.relispartition
       and pg_catalog.has_table_privilege(c.oid, 'SELECT')
     group by c.oid
     order by c.oid::regclass::text
  loop
    execute format(
      'select count(*) || ''.'' || coalesce(sum(pg_catalog.hashtextextended(t::text, 0)), 0) || '':'' || %s from %s t',
      v_terms, v_table)
      into v_part using "at";
    v_parts := v_parts || v_table::text || '=' || v_part || ';';
  end loop;
  return pg_catalog.md5(v_parts);
end
$$;
revoke execute on function public.content_version(timestamptz) from public;
grant execute on function public.content_version(timestamptz) to anon, authenticated;
