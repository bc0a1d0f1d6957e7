-- Local stack only: hosted Supabase creates this (empty) publication in every project; tables added to it
-- by a migration are the ones Realtime streams as postgres_changes.
do $$
begin
  if not exists (select 1 from pg_publication where pubname = 'supabase_realtime') then
    create publication supabase_realtime;
  end if;
end
$$;
