-- The church's content (see DESIGN.md "Data model"). Constraint names say what a page must never show;
-- `x ~ '[^[:space:]]'` means "has at least one visible character" (btrim alone keeps tabs and newlines).

create table public.welcome_section (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  content text not null default '',
  image_url text,
  video_url text,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint welcome_section_title_not_empty check (title ~ '[^[:space:]]')
);
-- The home page shows one welcome section: a second row is refused rather than silently ignored.
create unique index welcome_section_single_row on public.welcome_section ((true));

create table public.announcements (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  summary text,
  content text not null default '',
  image_url text,
  event_date timestamptz,
  location text,
  category text,
  published boolean not null default true,
  published_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint announcements_title_not_empty check (title ~ '[^[:space:]]')
);
create index announcements_published_published_at_idx on public.announcements (published, published_at desc);

create table public.events (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  location text,
  starts_at timestamptz not null,
  ends_at timestamptz,
  category text,
  image_url text,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint events_title_not_empty check (title ~ '[^[:space:]]'),
  constraint events_ends_at_not_before_starts_at check (ends_at is null or ends_at >= starts_at)
);
create index events_published_starts_at_idx on public.events (published, starts_at);

create table public.leaders (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  role text,
  ministry text,
  bio text,
  image_url text,
  email text,
  phone text,
  display_order integer not null default 0,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint leaders_name_not_empty check (name ~ '[^[:space:]]')
);
create index leaders_published_display_order_idx on public.leaders (published, display_order);

create table public.ministries (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  summary text,
  description text,
  leader_name text,
  schedule text,
  age_group text,
  image_url text,
  display_order integer not null default 0,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint ministries_name_not_empty check (name ~ '[^[:space:]]')
);
create index ministries_published_display_order_idx on public.ministries (published, display_order);

create table public.gallery_albums (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text,
  cover_image_url text,
  album_date date,
  display_order integer not null default 0,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint gallery_albums_title_not_empty check (title ~ '[^[:space:]]')
);
create index gallery_albums_published_display_order_idx
  on public.gallery_albums (published, display_order, album_date desc);

create table public.gallery_photos (
  id uuid primary key default gen_random_uuid(),
  album_id uuid not null references public.gallery_albums (id) on delete cascade,
  image_url text not null,
  caption text,
  display_order integer not null default 0,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint gallery_photos_image_url_not_empty check (image_url ~ '[^[:space:]]')
);
create index gallery_photos_album_id_display_order_idx on public.gallery_photos (album_id, display_order);

create table public.notices (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  summary text,
  content text not null default '',
  category text,
  image_url text,
  attachment_url text,
  pinned boolean not null default false,
  published boolean not null default true,
  published_at timestamptz not null default now(),
  expires_at timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint notices_title_not_empty check (title ~ '[^[:space:]]'),
  constraint notices_expires_at_after_published_at check (expires_at is null or expires_at > published_at)
);
create index notices_published_pinned_published_at_idx
  on public.notices (published, pinned desc, published_at desc);

create table public.milestones (
  id uuid primary key default gen_random_uuid(),
  year integer not null,
  title text not null,
  description text,
  image_url text,
  display_order integer not null default 0,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint milestones_title_not_empty check (title ~ '[^[:space:]]'),
  constraint milestones_year_in_range check (year between 1800 and 2200)
);
create index milestones_published_year_idx on public.milestones (published, year, display_order);

create table public.sermons (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  preacher text,
  preached_on date not null default current_date,
  series text,
  scripture text,
  summary text,
  audio_url text,
  video_url text,
  thumbnail_url text,
  published boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sermons_title_not_empty check (title ~ '[^[:space:]]')
);
create index sermons_published_preached_on_idx on public.sermons (published, preached_on desc);

-- storage_path is the object's name inside the `sermon-presentations` bucket (no bucket prefix).
create table public.sermon_presentations (
  id uuid primary key default gen_random_uuid(),
  sermon_id uuid not null references public.sermons (id) on delete cascade,
  title text not null,
  storage_path text not null,
  file_name text not null,
  file_size bigint not null,
  mime_type text not null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint sermon_presentations_title_not_empty check (title ~ '[^[:space:]]'),
  constraint sermon_presentations_storage_path_not_empty check (storage_path ~ '[^[:space:]]'),
  constraint sermon_presentations_file_name_not_empty check (file_name ~ '[^[:space:]]'),
  constraint sermon_presentations_file_size_not_negative check (file_size >= 0),
  constraint sermon_presentations_mime_type_known check (mime_type in (
    'application/vnd.openxmlformats-officedocument.presentationml.presentation',
    'application/vnd.ms-powerpoint',
    'application/pdf',
    'application/vnd.oasis.opendocument.presentation',
    'application/vnd.apple.keynote',
    'application/x-iwork-keynote-sffkey'
  ))
);
create index sermon_presentations_sermon_id_idx on public.sermon_presentations (sermon_id);

create table public.contact_messages (
  id uuid primary key default gen_random_uuid(),
  name text not null,
  email text not null,
  phone text,
  subject text,
  message text not null,
  handled boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint contact_messages_name_not_empty check (name ~ '[^[:space:]]' and char_length(name) <= 200),
  constraint contact_messages_email_valid check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and char_length(email) <= 320),
  constraint contact_messages_phone_length check (phone is null or char_length(phone) <= 40),
  constraint contact_messages_subject_length check (subject is null or char_length(subject) <= 200),
  constraint contact_messages_message_not_empty check (message ~ '[^[:space:]]' and char_length(message) <= 5000)
);
create index contact_messages_handled_created_at_idx on public.contact_messages (handled, created_at desc);

do $$
declare
  t text;
begin
  foreach t in array array[
    'welcome_section', 'announcements', 'events', 'leaders', 'ministries', 'gallery_albums',
    'gallery_photos', 'notices', 'milestones', 'sermons', 'sermon_presentations', 'contact_messages'
  ] loop
    execute format(
      'create trigger set_updated_at before update on public.%I for each row execute function public.set_updated_at()',
      t
    );
  end loop;
end
$$;
