-- The church's own details, edited by the office at /admin/settings and read by every public page that shows
-- them (footer, contact, home hero, about, the calendar's location, structured data). One row: the migration
-- creates it empty, so a new project shows nothing wrong until the office fills it in; nobody inserts or
-- deletes it through the API.
--
-- The lists are JSON arrays so the office edits them as one form and saves them in one write. Their shape is
-- checked here (the admin form checks the same rules first, in words a volunteer understands):
--   service_times  [{ "name", "days": ["sunday", …], "time": "HH:MM", "note"? }]   in the order shown
--   social_links   [{ "label", "url" }]
--   mobile_money   [{ "network": "mtn" | "telecel" | "airteltigo", "number", "account_name" }]
--   bank_accounts  [{ "bank", "account_name", "account_number", "branch"? }]
-- Phone numbers are stored in international form with spaces ("+233 24 123 4567"), as shown to visitors;
-- links dial and message the digits.

create function private.is_https_url(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value ~ '^https://[^[:space:]/?#]+\.[^[:space:]/?#]+([/?#][^[:space:]]*)?$' and char_length(value) <= 500
$$;

create function private.is_phone(value text) returns boolean
language sql immutable
set search_path = ''
as $$
  select value ~ '^\+[1-9][0-9 ]{6,20}$' and char_length(regexp_replace(value, '[^0-9]', '', 'g')) between 7 and 15
$$;

create function private.is_short_text(value jsonb, max_length integer, required boolean) returns boolean
language sql immutable
set search_path = ''
as $$
  select case
    when value is null or value = 'null'::jsonb then not required
    when jsonb_typeof(value) <> 'string' then false
    else (not required or (value #>> '{}') ~ '[^[:space:]]') and char_length(value #>> '{}') <= max_length
  end
$$;

create function private.valid_service_times(value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array' and jsonb_array_length(value) <= 20 and not exists (
    select 1 from jsonb_array_elements(value) s
     where jsonb_typeof(s) <> 'object'
        or not private.is_short_text(s -> 'name', 80, true)
        or not private.is_short_text(s -> 'note', 160, false)
        or coalesce(s ->> 'time', '') !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
        or jsonb_typeof(s -> 'days') is distinct from 'array'
        or jsonb_array_length(s -> 'days') = 0
        or exists (
          select 1 from jsonb_array_elements(s -> 'days') d
           where d not in ('"sunday"', '"monday"', '"tuesday"', '"wednesday"', '"thursday"', '"friday"', '"saturday"')
        )
        or (select count(*) from jsonb_object_keys(s) k where k not in ('name', 'days', 'time', 'note')) > 0
  )
$$;

create function private.valid_social_links(value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array' and jsonb_array_length(value) <= 12 and not exists (
    select 1 from jsonb_array_elements(value) s
     where jsonb_typeof(s) <> 'object'
        or not private.is_short_text(s -> 'label', 40, true)
        or not coalesce(private.is_https_url(s ->> 'url'), false)
        or (select count(*) from jsonb_object_keys(s) k where k not in ('label', 'url')) > 0
  )
$$;

create function private.valid_mobile_money(value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array' and jsonb_array_length(value) <= 6 and not exists (
    select 1 from jsonb_array_elements(value) m
     where jsonb_typeof(m) <> 'object'
        or coalesce(m ->> 'network', '') not in ('mtn', 'telecel', 'airteltigo')
        or not coalesce(private.is_phone(m ->> 'number'), false)
        or not private.is_short_text(m -> 'account_name', 120, true)
        or (select count(*) from jsonb_object_keys(m) k where k not in ('network', 'number', 'account_name')) > 0
  )
$$;

create function private.valid_bank_accounts(value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select jsonb_typeof(value) = 'array' and jsonb_array_length(value) <= 6 and not exists (
    select 1 from jsonb_array_elements(value) b
     where jsonb_typeof(b) <> 'object'
        or not private.is_short_text(b -> 'bank', 120, true)
        or not private.is_short_text(b -> 'account_name', 120, true)
        or not private.is_short_text(b -> 'branch', 120, false)
        or coalesce(b ->> 'account_number', '') !~ '^[0-9A-Za-z][0-9A-Za-z -]{4,33}$'
        or (select count(*) from jsonb_object_keys(b) k
             where k not in ('bank', 'account_name', 'account_number', 'branch')) > 0
  )
$$;

create table public.church_settings (
  id uuid primary key default gen_random_uuid(),
  street_address text,
  locality text,
  region text,
  landmark text,
  ghanapost_gps text,
  map_url text,
  latitude double precision,
  longitude double precision,
  phone text,
  whatsapp text,
  email text,
  service_times jsonb not null default '[]'::jsonb,
  social_links jsonb not null default '[]'::jsonb,
  mobile_money jsonb not null default '[]'::jsonb,
  bank_accounts jsonb not null default '[]'::jsonb,
  giving_note text,
  livestream_url text,
  is_live boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint church_settings_street_address_length check (street_address is null or char_length(street_address) <= 200),
  constraint church_settings_locality_length check (locality is null or char_length(locality) <= 120),
  constraint church_settings_region_length check (region is null or char_length(region) <= 120),
  constraint church_settings_landmark_length check (landmark is null or char_length(landmark) <= 200),
  -- GhanaPost GPS digital address: district code, then area and unique numbers (AK-039-5028).
  constraint church_settings_ghanapost_gps_format check (ghanapost_gps is null or ghanapost_gps ~ '^[A-Z]{2}-[0-9]{3,4}-[0-9]{3,4}$'),
  constraint church_settings_map_url_https check (map_url is null or private.is_https_url(map_url)),
  constraint church_settings_coordinates_in_range check (
    (latitude is null) = (longitude is null)
    and (latitude is null or (latitude between -90 and 90 and longitude between -180 and 180))
  ),
  constraint church_settings_phone_format check (phone is null or private.is_phone(phone)),
  constraint church_settings_whatsapp_format check (whatsapp is null or private.is_phone(whatsapp)),
  constraint church_settings_email_valid check (email is null or (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320)),
  constraint church_settings_service_times_valid check (private.valid_service_times(service_times)),
  constraint church_settings_social_links_valid check (private.valid_social_links(social_links)),
  constraint church_settings_mobile_money_valid check (private.valid_mobile_money(mobile_money)),
  constraint church_settings_bank_accounts_valid check (private.valid_bank_accounts(bank_accounts)),
  constraint church_settings_giving_note_length check (giving_note is null or char_length(giving_note) <= 500),
  constraint church_settings_livestream_url_https check (livestream_url is null or private.is_https_url(livestream_url)),
  -- A "we are live" banner must lead somewhere.
  constraint church_settings_live_needs_link check (not is_live or livestream_url is not null)
);
create unique index church_settings_single_row on public.church_settings ((true));

create trigger set_updated_at before update on public.church_settings
  for each row execute function public.set_updated_at();

insert into public.church_settings default values;

alter table public.church_settings enable row level security;
revoke all on table public.church_settings from anon, authenticated;
grant select on table public.church_settings to anon, authenticated;
grant update (
  street_address, locality, region, landmark, ghanapost_gps, map_url, latitude, longitude, phone, whatsapp,
  email, service_times, social_links, mobile_money, bank_accounts, giving_note, livestream_url, is_live
) on table public.church_settings to authenticated;

-- Everything here is printed on the public site anyway.
create policy "Everyone reads the church's details" on public.church_settings
  for select to anon, authenticated
  using (true);
create policy "Admins update the church's details" on public.church_settings
  for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- The check constraints run the validators as the writer, so admins (authenticated) need them; visitors never write.
revoke execute on function
  private.is_https_url(text), private.is_phone(text), private.is_short_text(jsonb, integer, boolean),
  private.valid_service_times(jsonb), private.valid_social_links(jsonb), private.valid_mobile_money(jsonb),
  private.valid_bank_accounts(jsonb)
from public, anon;
grant execute on function
  private.is_https_url(text), private.is_phone(text), private.is_short_text(jsonb, integer, boolean),
  private.valid_service_times(jsonb), private.valid_social_links(jsonb), private.valid_mobile_money(jsonb),
  private.valid_bank_accounts(jsonb)
to authenticated, service_role;

-- The "we are live" banner and every open page follow edits.
alter publication supabase_realtime add table public.church_settings;
