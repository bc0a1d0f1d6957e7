-- `is_admin()` moves out of the API's schema, so no client can call it as /rest/v1/rpc/is_admin, and stops
-- being SECURITY DEFINER: it only reads the caller's own `user_roles` rows, which the caller may read anyway
-- ("Users read their own roles"), so it needs no owner's rights. Supabase's advisor warns about any
-- SECURITY DEFINER function that `authenticated` can execute, in whatever schema.
--
-- From here on, policies call `(select private.is_admin())`. Existing policies keep working unchanged: they
-- hold the function's OID, not its name.

create schema if not exists private;
comment on schema private is
  'Helpers for policies and triggers. Not exposed by the API (PostgREST serves `public` only).';
revoke all on schema private from public;
-- Policies run as the caller, so the signed-in role must be able to reach the helpers they call.
grant usage on schema private to authenticated, service_role;

alter function public.is_admin() set schema private;
alter function private.is_admin() security invoker;

revoke execute on function private.is_admin() from public, anon;
grant execute on function private.is_admin() to authenticated, service_role;
