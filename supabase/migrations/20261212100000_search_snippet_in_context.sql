-- A search result's snippet: a short text whole, a longer one as an excerpt that says it is one.
--
-- ts_headline's fragments stretch around the matched words and drop short words at their ends, so a sermon's
-- one-sentence summary showed as "light; fellowship with Him changes", and an excerpt from the middle of a
-- description read as a sentence that began in lower case ("services, at 8:00 and 10:30 am, with praise,
-- worship…") and stopped mid-thought, with no sign that words were left out. Now a text of up to 280 characters
-- (about 40 words: a summary or a short notice, five lines on a phone) is shown whole, its matches marked; a
-- longer one as its fragments, with "… " before them when words of the text come first and " …" after them when
-- words follow (the fragments were already joined by " … "), as search results elsewhere show an excerpt.
--
-- Timed with `pnpm bench --only=S1` (10,000 rows): p50 13.3 → 13.9 ms, p95 29.3 → 29.9 ms. A first version in
-- SQL, which made both headlines for every hit and split each text into words, took 45 and 91 ms.

-- In schema search, beside the index: search_content() runs as its caller, and a visitor may use this schema
-- (not private). `marks` are search_content()'s, which puts the same ones in titles.
create function search.snippet(body text, query tsquery, marks text) returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  excerpt text;
  plain text;
  first_at int;
  last_part text;
  last_at int;
begin
  -- Up to 40 words, about 280 characters: counting characters spares splitting every hit into words.
  if char_length(body) <= 280 then
    return ts_headline('public.english_unaccent', body, query, marks || ', HighlightAll=true');
  end if;
  excerpt := ts_headline('public.english_unaccent', body, query,
                         marks || ', MaxFragments=2, MaxWords=24, MinWords=10, FragmentDelimiter=" … "');
  plain := translate(excerpt, chr(57344) || chr(57345), '');
  if plain = '' then
    return excerpt;
  end if;
  first_at := strpos(body, split_part(plain, ' … ', 1));
  last_part := regexp_replace(plain, '^.* … ', '');
  last_at := strpos(body, last_part);
  return case when first_at > 1 and substr(body, 1, first_at - 1) ~ '[[:alnum:]]' then '… ' else '' end
         || excerpt
         || case when last_at > 0 and substr(body, last_at + char_length(last_part)) ~ '[[:alnum:]]'
                 then ' …' else '' end;
end
$$;

revoke execute on function search.snippet(text, tsquery, text) from public;
grant execute on function search.snippet(text, tsquery, text) to anon, authenticated, service_role;

-- The same search_content() with its snippet made by the function above, read from the catalogue rather than
-- copied here, so this migration changes nothing else of it.
do $$
declare
  v_old text := pg_get_functiondef('public.search_content(text)'::regprocedure);
  v_new text := replace(
    v_old,
    $h$ts_headline('public.english_unaccent', coalesce(h.body, ''), query,
                     marks || ', MaxFragments=2, MaxWords=24, MinWords=10, FragmentDelimiter=" … "')$h$,
    $h$search.snippet(coalesce(h.body, ''), query, marks)$h$
  );
begin
  if v_new = v_old then
    raise exception 'search_content() does not make its snippet as expected; rewrite this step by hand';
  end if;
  execute v_new;
end
$$;
