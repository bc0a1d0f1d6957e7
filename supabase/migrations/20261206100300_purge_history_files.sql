-- Purging a row from Trash also removes the files only its earlier versions pointed at (issue #23): its
-- history is deleted with it, so nothing could bring them back, and they were left behind in storage.
-- begin_trash_purge (20261206100200_restore_and_purge.sql) gains that one more source of candidates; the rest
-- of it is read from the catalogue rather than copied here, so this migration changes nothing else.
do $$
declare
  v_old text := pg_get_functiondef('public.begin_trash_purge(text, bigint[])'::regprocedure);
  v_anchor text := $a$     where t.purging
    union
    select f.bucket_id, f.name from history h$a$;
  v_new text := replace(v_old, v_anchor, $n$     where t.purging
    union
    -- Every version of a purged row goes with it, so what only they pointed at goes too.
    select f.bucket_id, f.name
      from public.content_revisions r
      join trash t on t.purging and t.table_name = r.table_name and t.row_id = r.row_id
     cross join lateral private.storage_refs(r.table_name, r.data) f
    union
    select f.bucket_id, f.name from history h$n$);
begin
  if v_new = v_old then
    raise exception 'begin_trash_purge() does not read as expected; rewrite this step by hand';
  end if;
  execute v_new;
end
$$;
