-- Pictures without paid transformations (issue #31). Supabase's Free plan refuses image rendering, so each stored
-- picture's responsive variants, named renditions and a tiny placeholder are made once, when it is stored, and kept
-- beside it in the bucket (supabase/functions/_shared/picture-renditions.ts names them). Every picture column
-- `<x>_url` gets a jsonb column `<x>_meta` saying what was made, so a page draws the placeholder and chooses a
-- variant from the row it already read, with no request and no guess:
--   { "width": 1600, "height": 1067,          the original's size as shown
--     "variants": [320, 480, …],              widths of the WebP variants, ascending, none wider than it
--     "placeholder": "<ThumbHash, base64>",
--     "named": ["share", …] }                 optional: fixed-size renditions (link previews, podcast artwork)
-- Null means nothing was made yet: pages show the original ("Prepare pictures" in the admin makes them).

create function private.is_pixel_count(value jsonb) returns boolean
language sql immutable
set search_path = ''
as $$
  select case
    when pg_catalog.jsonb_typeof(value) = 'number' then
      (value #>> '{}')::numeric between 1 and 50000 and (value #>> '{}')::numeric = pg_catalog.trunc((value #>> '{}')::numeric)
    else false
  end
$$;

create function private.valid_picture_meta(meta jsonb) returns boolean
language plpgsql immutable
set search_path = ''
as $$
begin
  if pg_catalog.jsonb_typeof(meta) is distinct from 'object'
     or exists (select 1 from pg_catalog.jsonb_object_keys(meta) k
                 where k not in ('width', 'height', 'variants', 'placeholder', 'named'))
     or not private.is_pixel_count(meta -> 'width')
     or not private.is_pixel_count(meta -> 'height')
     or pg_catalog.jsonb_typeof(meta -> 'placeholder') is distinct from 'string'
     or (meta ->> 'placeholder') !~ '^[A-Za-z0-9+/]{4,200}={0,2}$'
     or pg_catalog.jsonb_typeof(meta -> 'variants') is distinct from 'array'
     or pg_catalog.jsonb_array_length(meta -> 'variants') > 20 then
    return false;
  end if;
  if exists (select 1 from pg_catalog.jsonb_array_elements(meta -> 'variants') w
              where not private.is_pixel_count(w)) then
    return false;
  end if;
  if exists (select 1 from pg_catalog.jsonb_array_elements(meta -> 'variants') w
              where (w #>> '{}')::numeric > (meta ->> 'width')::numeric) then
    return false;
  end if;
  -- Names are checked by shape only: the list of renditions lives in picture-renditions.ts, and pages ignore a
  -- name they do not know.
  if meta ? 'named' and (
       pg_catalog.jsonb_typeof(meta -> 'named') is distinct from 'array'
       or pg_catalog.jsonb_array_length(meta -> 'named') > 10
       or exists (select 1 from pg_catalog.jsonb_array_elements(meta -> 'named') n
                   where pg_catalog.jsonb_typeof(n) is distinct from 'string' or (n #>> '{}') !~ '^[a-z][a-z0-9-]{0,30}$')) then
    return false;
  end if;
  return true;
end
$$;

-- The check constraints run the validators as the writer, so admins (authenticated) need them; visitors never write.
revoke execute on function private.is_pixel_count(jsonb), private.valid_picture_meta(jsonb) from public, anon;
grant execute on function private.is_pixel_count(jsonb), private.valid_picture_meta(jsonb) to authenticated, service_role;

-- A row whose picture changes without new meta loses the old meta, whoever writes it (an admin form, a restore,
-- the SQL editor): meta of the previous picture would point the page at variants that are no longer there.
create function private.forget_stale_picture_meta() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  url_column text := tg_argv[0];
  meta_column text := tg_argv[1];
  before_row jsonb := pg_catalog.to_jsonb(old);
  after_row jsonb := pg_catalog.to_jsonb(new);
begin
  if after_row -> url_column is distinct from before_row -> url_column
     and after_row -> meta_column is not distinct from before_row -> meta_column then
    new := pg_catalog.jsonb_populate_record(new, pg_catalog.jsonb_build_object(meta_column, null));
  end if;
  return new;
end
$$;
revoke execute on function private.forget_stale_picture_meta() from public, anon, authenticated;

-- Adds `<x>_meta` beside the picture column `<x>_url` of `target`, with its check and its trigger. Later migrations
-- that add a picture column call it too, so every picture column is tracked alike.
create function private.track_picture_column(target regclass, url_column text) returns void
language plpgsql
set search_path = ''
as $$
declare
  table_name text := (select c.relname from pg_catalog.pg_class c where c.oid = target);
  meta_column text := pg_catalog.regexp_replace(url_column, '_url$', '') || '_meta';
begin
  if url_column !~ '_url$' then
    raise exception 'a picture column is named <x>_url, not %', url_column;
  end if;
  execute pg_catalog.format(
    'alter table %s add column %I jsonb constraint %I check (%I is null or (%I is not null and private.valid_picture_meta(%I)))',
    target, meta_column, table_name || '_' || meta_column || '_valid', meta_column, url_column, meta_column);
  execute pg_catalog.format(
    'create trigger %I before update of %I on %s for each row execute function private.forget_stale_picture_meta(%L, %L)',
    meta_column || '_follows_url', url_column, target, url_column, meta_column);
end
$$;
revoke execute on function private.track_picture_column(regclass, text) from public, anon, authenticated, service_role;

select private.track_picture_column('public.welcome_section', 'image_url');
select private.track_picture_column('public.announcements', 'image_url');
select private.track_picture_column('public.events', 'image_url');
select private.track_picture_column('public.leaders', 'image_url');
select private.track_picture_column('public.ministries', 'image_url');
select private.track_picture_column('public.gallery_albums', 'cover_image_url');
select private.track_picture_column('public.gallery_photos', 'image_url');
select private.track_picture_column('public.notices', 'image_url');
select private.track_picture_column('public.milestones', 'image_url');
select private.track_picture_column('public.sermons', 'thumbnail_url');
