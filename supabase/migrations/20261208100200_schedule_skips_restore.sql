-- A backup restore brings back public.scheduled_changes from the archive itself, as it does history and Trash
-- (20261206100100_content_history.sql): while `backup.restoring` is on, the content rows it writes must not
-- add instants of their own. Without this, each restored scheduled row inserted its instants under new ids
-- before the archive's rows arrived, and the restore's verification found them different.
create or replace function private.sync_scheduled_changes() returns trigger
language plpgsql security definer
set search_path = ''
as $$
declare
  v_id uuid := case when tg_op = 'DELETE' then old.id else new.id end;
begin
  if private.restoring_backup() then
    return null;
  end if;
  delete from public.scheduled_changes
   where (table_name = tg_table_name and row_id = v_id) or at < now() - interval '1 day';
  if tg_op <> 'DELETE' then
    if new.published then
      insert into public.scheduled_changes (table_name, row_id, change, at)
      select tg_table_name, v_id, c.change, c.at
        from (values ('publish', new.publish_at), ('expire', new.expires_at)) c (change, at)
       where c.at > now();
    end if;
  end if;
  return null;
end
$$;
