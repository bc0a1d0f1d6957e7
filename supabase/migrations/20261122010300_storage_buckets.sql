-- Buckets and storage policies. Both buckets are public, so files are read through
-- /storage/v1/object/public/... without any SELECT policy; a broad SELECT policy would let anyone
-- list every file, so only admins may list. Limits are enforced by the storage server from the
-- bucket row, not only by the admin forms.

insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values
  ('images', 'images', true, 10485760,
    array['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif']),
  ('sermon-presentations', 'sermon-presentations', true, 52428800,
    array[
      'application/vnd.openxmlformats-officedocument.presentationml.presentation',
      'application/vnd.ms-powerpoint',
      'application/pdf',
      'application/vnd.oasis.opendocument.presentation',
      'application/vnd.apple.keynote',
      'application/x-iwork-keynote-sffkey'
    ])
on conflict (id) do update set
  name = excluded.name,
  public = excluded.public,
  file_size_limit = excluded.file_size_limit,
  allowed_mime_types = excluded.allowed_mime_types;

create policy "Admins list church files" on storage.objects
  for select to authenticated
  using (bucket_id in ('images', 'sermon-presentations') and (select public.is_admin()));

create policy "Admins upload church files" on storage.objects
  for insert to authenticated
  with check (bucket_id in ('images', 'sermon-presentations') and (select public.is_admin()));

create policy "Admins update church files" on storage.objects
  for update to authenticated
  using (bucket_id in ('images', 'sermon-presentations') and (select public.is_admin()))
  with check (bucket_id in ('images', 'sermon-presentations') and (select public.is_admin()));

create policy "Admins delete church files" on storage.objects
  for delete to authenticated
  using (bucket_id in ('images', 'sermon-presentations') and (select public.is_admin()));
