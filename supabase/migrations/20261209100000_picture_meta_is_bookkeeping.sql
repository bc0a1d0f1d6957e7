-- A picture's meta (`<x>_meta`: its size, stored variants and placeholder) describes the picture the row already
-- shows; it is written by the admin's upload together with the picture, or later, alone, by "Prepare pictures"
-- (/admin/pictures). Written alone it is bookkeeping, like calendar_sequence: the item's version stays (an admin's
-- open form still saves) and history records no new version. A new picture still counts, through its `<x>_url`.
create or replace function private.changed_content_fields(old_row jsonb, new_row jsonb) returns text[]
language sql immutable
set search_path = ''
as $$
  select array_agg(n.key order by n.key)
    from jsonb_each(new_row) n
   where n.key not in ('updated_at', 'calendar_sequence')
     and n.key !~ '_meta$'
     and n.value is distinct from old_row -> n.key
$$;
