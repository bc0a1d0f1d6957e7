-- Who is an administrator, and the helpers every later policy and table uses.

create type public.app_role as enum ('admin');

create table public.user_roles (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  role public.app_role not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint user_roles_user_id_role_key unique (user_id, role)
);

comment on table public.user_roles is
  'Granted by `pnpm admin:grant EMAIL` (service side only); no client may write it.';

-- Security definer so policies can ask without the caller being able to read everyone's roles;
-- the pinned, empty search_path stops a caller's objects from shadowing the ones referenced here.
create function public.is_admin() returns boolean
language sql stable security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.user_roles
    where user_id = (select auth.uid())
      and role = 'admin'::public.app_role
  )
$$;

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end
$$;

create trigger set_updated_at before update on public.user_roles
  for each row execute function public.set_updated_at();
