-- Site search (issue 25): one function, `search_content(q)`, over sermons, events, announcements, notices,
-- ministries and leaders. PostgreSQL full-text search with `websearch_to_tsquery` (what people type: words,
-- "quoted phrases", -exclusions, or), English stemming, accents ignored on both sides, weighted title (A) >
-- summary and short facts (B) > body (C). It runs as the caller, so row-level security decides what is found.
--
-- Where the words live: `search.documents`, one weighted tsvector per searchable row, kept by triggers. A
-- table of its own because row-level security keeps a GIN index on the content tables themselves from being
-- used: for a visitor, PostgreSQL must apply the policy before any condition whose operator is not leakproof
-- (`@@` is not), so every search would read every row. This table has no policy of its own; each match is
-- joined back to its content row, where the caller's policies decide. It lives outside the schemas the API
-- serves, and only `search_content` reads it. Hosted Supabase keeps extensions in `extensions`; unaccent is a
-- trusted extension, so its `postgres` role may create it.

create extension if not exists unaccent with schema extensions;

-- English stemming after accents are stripped, on both the text and the query: "Kwadwó" finds "Kwadwo".
create text search configuration public.english_unaccent (copy = pg_catalog.english);
alter text search configuration public.english_unaccent
  alter mapping for hword, hword_part, word with extensions.unaccent, english_stem;

create schema search;
comment on schema search is 'The site search index (search_content). Not exposed by the API.';
revoke all on schema search from public;
grant usage on schema search to anon, authenticated, service_role;

-- `published`, `visible_from` and `visible_until` copy the row's `published`, `publish_at` and `expires_at`
-- (where the table has them), so a search ranks only what is public now before it reads any content row.
create table search.documents (
  kind text not null,
  id uuid not null,
  document tsvector not null,
  published boolean not null,
  visible_from timestamptz,
  visible_until timestamptz,
  primary key (kind, id)
);
-- No pending list (fastupdate): edits are rare, and a list that only vacuum merges (PGlite runs no autovacuum)
-- would make every search read it and the planner shun the index.
create index documents_document_idx on search.documents using gin (document) with (fastupdate = off);
revoke all on table search.documents from public, anon, authenticated;
grant select on table search.documents to anon, authenticated, service_role;

-- What each kind is found by: its title or name (weight A) > its summary and short facts (B) > its body (C).
create function private.search_document(kind text, item jsonb) returns tsvector
language sql
stable
set search_path = ''
as $$
  select setweight(to_tsvector('public.english_unaccent', coalesce(parts.title, '')), 'A')
      || setweight(to_tsvector('public.english_unaccent', coalesce(parts.facts, '')), 'B')
      || setweight(to_tsvector('public.english_unaccent', coalesce(parts.body, '')), 'C')
    from (select
      coalesce(item ->> 'title', item ->> 'name') as title,
      case kind
        when 'sermon' then concat_ws(' ', item ->> 'preacher', item ->> 'series', item ->> 'scripture', item ->> 'summary')
        when 'event' then concat_ws(' ', item ->> 'location', item ->> 'category')
        when 'announcement' then concat_ws(' ', item ->> 'summary', item ->> 'location', item ->> 'category')
        when 'notice' then concat_ws(' ', item ->> 'summary', item ->> 'category')
        when 'ministry' then concat_ws(' ', item ->> 'summary', item ->> 'leader_name', item ->> 'age_group', item ->> 'schedule')
        when 'leader' then concat_ws(' ', item ->> 'role', item ->> 'ministry')
      end as facts,
      case kind
        when 'event' then item ->> 'description'
        when 'announcement' then item ->> 'content'
        when 'notice' then item ->> 'content'
        when 'ministry' then item ->> 'description'
        when 'leader' then item ->> 'bio'
      end as body) parts
$$;

-- One row's entry in the index, as the trigger below and the first fill of the index write it.
create function private.save_search_document(kind text, item jsonb) returns void
language sql
set search_path = ''
as $$
  insert into search.documents (kind, id, document, published, visible_from, visible_until)
  values (
    kind, (item ->> 'id')::uuid, private.search_document(kind, item), coalesce((item ->> 'published')::boolean, true),
    (item ->> 'publish_at')::timestamptz, (item ->> 'expires_at')::timestamptz
  )
  on conflict on constraint documents_pkey do update
    set document = excluded.document, published = excluded.published,
        visible_from = excluded.visible_from, visible_until = excluded.visible_until
$$;

-- Security definer: an admin's edit updates the index, which no API role may write.
create function private.index_for_search() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'DELETE' then
    delete from search.documents where kind = tg_argv[0] and id = old.id;
  else
    perform private.save_search_document(tg_argv[0], to_jsonb(new));
  end if;
  return null;
end
$$;

revoke execute on function private.search_document(text, jsonb) from public, anon, authenticated;
revoke execute on function private.save_search_document(text, jsonb) from public, anon, authenticated;
revoke execute on function private.index_for_search() from public, anon, authenticated;

do $$
declare
  source record;
begin
  for source in
    select * from (values
      ('sermons', 'sermon'), ('events', 'event'), ('announcements', 'announcement'), ('notices', 'notice'),
      ('ministries', 'ministry'), ('leaders', 'leader')
    ) as s (table_name, kind)
  loop
    execute format(
      'create trigger index_for_search after insert or update or delete on public.%I '
      'for each row execute function private.index_for_search(%L)',
      source.table_name, source.kind
    );
    execute format(
      'select private.save_search_document(%L, to_jsonb(t)) from public.%I t', source.kind, source.table_name
    );
  end loop;
end
$$;

-- Up to 10 best matches of each kind, best first. `title_highlight` and `snippet` mark each matched word with
-- U+E000 before it and U+E001 after it (private-use characters no text contains), so the page can highlight
-- them without ever treating the content as HTML. `snippet` is the part of the summary or body around the
-- matches (its opening words when only the title matched); `detail` is a short line of facts under the title;
-- `dated` is when it happens or was posted (noon in Accra for sermons, which have a day but no time).
-- Like every public read, only what is public now is searched (published, and not scheduled or expired),
-- whoever asks; RLS then decides for the caller, so a visitor never finds a draft even when calling this directly.
create function public.search_content(q text)
returns table (
  kind text,
  id uuid,
  title text,
  title_highlight text,
  snippet text,
  detail text,
  dated timestamptz,
  rank real
)
language plpgsql
stable
security invoker
set search_path = ''
as $$
#variable_conflict use_column
declare
  query tsquery;
  marks constant text := 'StartSel=' || chr(57344) || ', StopSel=' || chr(57345);
begin
  if q is null or char_length(q) > 200 then
    raise exception 'Search text must be 1 to 200 characters long'
      using errcode = '22023', hint = 'Shorten the search to a few words.';
  end if;
  query := websearch_to_tsquery('public.english_unaccent', q);
  -- Nothing to look for (empty, punctuation, or only words like "the"): no results rather than everything.
  if numnode(query) = 0 then
    return;
  end if;

  return query
  -- Ranked in the index, among what is public now; then the best 10 of each kind are read from their tables,
  -- where the caller's row-level security has the last word.
  with matches as (
    select d.kind, d.id, ts_rank(d.document, query) as rank
      from search.documents d
     where d.document @@ query
       and d.published
       and (d.visible_from is null or d.visible_from <= now())
       and (d.visible_until is null or d.visible_until > now())
  ),
  best as materialized (
    select ranked.kind, ranked.id, ranked.rank
      from (select m.*, row_number() over (partition by m.kind order by m.rank desc, m.id) as place
              from matches m) ranked
     where ranked.place <= 10
     -- At most 10 of each of the 6 kinds; saying so lets the planner read each content row by its key.
     limit 60
  ),
  hits as (
    select b.kind, s.id, s.title, s.summary as body, concat_ws(' · ', s.preacher, s.scripture, s.series) as detail,
           (s.preached_on + time '12:00') at time zone 'Africa/Accra' as dated, b.rank
      from best b join public.sermons s on s.id = b.id where b.kind = 'sermon'
    union all
    select b.kind, e.id, e.title, e.description, concat_ws(' · ', e.location, e.category), e.starts_at, b.rank
      from best b join public.events e on e.id = b.id where b.kind = 'event'
    union all
    select b.kind, a.id, a.title, concat_ws(' ', a.summary, a.content), concat_ws(' · ', a.location, a.category),
           a.published_at, b.rank
      from best b join public.announcements a on a.id = b.id where b.kind = 'announcement'
    union all
    select b.kind, n.id, n.title, concat_ws(' ', n.summary, n.content), n.category, n.published_at, b.rank
      from best b join public.notices n on n.id = b.id where b.kind = 'notice'
    union all
    select b.kind, mi.id, mi.name, concat_ws(' ', mi.summary, mi.description),
           concat_ws(' · ', mi.leader_name, mi.schedule, mi.age_group), null::timestamptz, b.rank
      from best b join public.ministries mi on mi.id = b.id where b.kind = 'ministry'
    union all
    select b.kind, l.id, l.name, l.bio, concat_ws(' · ', l.role, l.ministry), null::timestamptz, b.rank
      from best b join public.leaders l on l.id = b.id where b.kind = 'leader'
  )
  select h.kind, h.id, h.title,
         ts_headline('public.english_unaccent', h.title, query, marks || ', HighlightAll=true'),
         ts_headline('public.english_unaccent', coalesce(h.body, ''), query,
                     marks || ', MaxFragments=2, MaxWords=24, MinWords=10, FragmentDelimiter=" … "'),
         nullif(h.detail, ''), h.dated, h.rank
    from hits h
   order by h.rank desc, h.dated desc nulls last;
end
$$;

comment on function public.search_content(text) is
  'Site search over published sermons, events, announcements, notices, ministries and leaders, as the caller.';

revoke execute on function public.search_content(text) from public;
grant execute on function public.search_content(text) to anon, authenticated, service_role;
