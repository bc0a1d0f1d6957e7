-- The admin dashboard's content counts in one read (issue #27). They were a HEAD request with count=exact per
-- table: eleven requests, each with its CORS preflight (they carry the admin's token), and a main-thread fetch
-- apiece on the office's phone while the dashboard first draws.
--
-- Security invoker: each count goes through the caller's own policies, so it says exactly what a HEAD count of
-- that table would have said (an admin's includes drafts; a member's does not). A name that is not a relation of
-- schema public is refused as a read of it would be (42P01, PostgREST's 404); one the caller may not read, with
-- the permission error a read would have had. Not a visitor's: Supabase's default privileges grant anon every
-- new function, so it is revoked by name.
create function public.row_counts(tables text[]) returns jsonb
language plpgsql
stable
security invoker
set search_path = ''
as $$
declare
  v_name text;
  v_table regclass;
  v_count bigint;
  v_counts jsonb := '{}';
begin
  foreach v_name in array coalesce(tables, '{}') loop
    v_table := pg_catalog.to_regclass(pg_catalog.format('public.%I', v_name));
    if v_table is null then
      raise exception 'relation "public.%" does not exist', v_name using errcode = '42P01';
    end if;
    execute pg_catalog.format('select count(*) from %s', v_table) into v_count;
    v_counts := v_counts || pg_catalog.jsonb_build_object(v_name, v_count);
  end loop;
  return v_counts;
end
$$;
revoke execute on function public.row_counts(text[]) from public, anon;
grant execute on function public.row_counts(text[]) to authenticated;
