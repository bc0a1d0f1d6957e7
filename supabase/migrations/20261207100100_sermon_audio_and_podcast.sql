-- Sermon recordings and the podcast.
--
-- A sermon's audio is a file in the public `sermon-audio` bucket; `audio_url` holds its public URL (as
-- image columns do). The podcast feed needs the file's length and type for its <enclosure> and the running
-- time for <itunes:duration>, so the upload records them beside the URL. A sermon whose audio_url is an
-- outside link (entered before uploads existed) has no such facts and stays out of the podcast.

alter table public.sermons
  add column audio_size_bytes bigint,
  add column audio_mime_type text,
  add column audio_duration_seconds integer,
  add constraint sermons_audio_facts_need_audio check (
    audio_url is not null
    or (audio_size_bytes is null and audio_mime_type is null and audio_duration_seconds is null)
  ),
  add constraint sermons_audio_size_positive check (audio_size_bytes > 0),
  add constraint sermons_audio_type_known check (audio_mime_type in ('audio/mpeg', 'audio/x-m4a')),
  add constraint sermons_audio_duration_positive check (audio_duration_seconds > 0);

-- Series pages list a series' sermons in the order they were preached.
create index sermons_series_preached_on_idx on public.sermons (series, preached_on) where series is not null;

-- 50 MB is the largest file hosted Supabase's Free plan accepts: about 70 minutes of speech at 96 kbit/s.
-- audio/mp4 is how some systems name an .m4a file; the admin portal uploads .m4a as audio/x-m4a.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('sermon-audio', 'sermon-audio', true, 52428800, array['audio/mpeg', 'audio/x-m4a', 'audio/mp4'])
on conflict (id) do update set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

-- Same rules as the other church buckets: public reads by URL, only admins list and write.
create policy "Admins list sermon audio" on storage.objects
  for select to authenticated
  using (bucket_id = 'sermon-audio' and (select private.is_admin()));
create policy "Admins upload sermon audio" on storage.objects
  for insert to authenticated
  with check (bucket_id = 'sermon-audio' and (select private.is_admin()));
create policy "Admins update sermon audio" on storage.objects
  for update to authenticated
  using (bucket_id = 'sermon-audio' and (select private.is_admin()))
  with check (bucket_id = 'sermon-audio' and (select private.is_admin()));
create policy "Admins delete sermon audio" on storage.objects
  for delete to authenticated
  using (bucket_id = 'sermon-audio' and (select private.is_admin()));

-- What the podcast says about itself. One row; the owner's e-mail and the church's name come from the
-- church's details, not from here.
create table public.podcast_settings (
  id uuid primary key default gen_random_uuid(),
  title text not null,
  description text not null,
  author text not null,
  -- A square picture in the images bucket (the seed's is drawn from the logo). Like every picture column it
  -- keeps artwork_meta beside it (below); the feed points podcast apps at its `podcast` named rendition, a
  -- 1400 px square JPEG made when the picture is stored, never by the render endpoint hosted Free refuses.
  artwork_url text,
  language text not null default 'en',
  explicit boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint podcast_settings_title_not_empty check (title ~ '[^[:space:]]'),
  constraint podcast_settings_description_not_empty check (description ~ '[^[:space:]]'),
  constraint podcast_settings_author_not_empty check (author ~ '[^[:space:]]'),
  constraint podcast_settings_language_tag check (language ~ '^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$')
);
create unique index podcast_settings_single_row on public.podcast_settings ((true));
-- History and compare-and-set like the church's details (#23): one row, never deleted.
select private.track_content('public.podcast_settings');

alter table public.podcast_settings enable row level security;
revoke all on table public.podcast_settings from anon, authenticated;
grant select on table public.podcast_settings to anon;
grant select, insert, update on table public.podcast_settings to authenticated;
create policy "Anyone reads the podcast settings" on public.podcast_settings
  for select to anon, authenticated
  using (true);
create policy "Admins insert" on public.podcast_settings for insert to authenticated
  with check ((select private.is_admin()));
create policy "Admins update" on public.podcast_settings for update to authenticated
  using ((select private.is_admin())) with check ((select private.is_admin()));

-- The artwork is a picture column like any other: artwork_meta says which renditions were made (#31).
select private.track_picture_column('public.podcast_settings', 'artwork_url');
