-- The conformance suite's own schema: the shapes PostgREST's documentation describes, independent of the site.
create table public.pgr_authors (
  id int primary key, name text not null, country text, tags text[] default '{}', meta jsonb, born date, bio text,
  "Display Name" text
);
create table public.pgr_books (
  id serial primary key,
  author_id int references public.pgr_authors (id),
  editor_id int references public.pgr_authors (id),
  title text not null unique,
  pages int check (pages > 0),
  published boolean default true,
  period int4range,
  summary text
);
create table public.pgr_book_details (book_id int primary key references public.pgr_books (id), isbn text);
create table public.pgr_profiles (id serial primary key, author_id int unique references public.pgr_authors (id), handle text);
create table public.pgr_employees (id int primary key, name text not null, manager_id int references public.pgr_employees (id));
create table public.pgr_tags (id int primary key, name text not null);
create table public.pgr_book_tags (
  book_id int references public.pgr_books (id), tag_id int references public.pgr_tags (id), primary key (book_id, tag_id)
);
create table public.pgr_codes (code text primary key);
create table public.pgr_items (id serial primary key, name text, extra text default 'from default', qty int default 1);
create table public.pgr_nopk (a text, b text);
create view public.pgr_books_view as select id, title, author_id, pages from public.pgr_books;

create function public.pgr_full_title(public.pgr_books) returns text language sql stable
  as $$ select $1.title || ' (' || $1.pages || ' pages)' $$;
create function public.pgr_written(public.pgr_authors) returns setof public.pgr_books language sql stable rows 10
  as $$ select * from public.pgr_books where author_id = $1.id $$;
create function public.pgr_manager(public.pgr_employees) returns setof public.pgr_employees language sql stable rows 1
  as $$ select * from public.pgr_employees where id = $1.manager_id $$;
create function public.pgr_reports(public.pgr_employees) returns setof public.pgr_employees language sql stable
  as $$ select * from public.pgr_employees where manager_id = $1.id $$;
create function public.pgr_add(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.pgr_echo(v int) returns int language sql immutable as $$ select v $$;
create function public.pgr_echo(v text) returns text language sql immutable as $$ select v $$;
create function public.pgr_books_over(min_pages int) returns setof public.pgr_books language sql stable
  as $$ select * from public.pgr_books where pages >= min_pages $$;
create function public.pgr_names() returns setof text language sql stable as $$ select name from public.pgr_authors order by id $$;
create function public.pgr_pairs() returns table (n int, label text) language sql stable
  as $$ select g, 'label ' || g from generate_series(1, 5) g $$;
create function public.pgr_scale(x int, out doubled int, out tripled int) language sql immutable
  as $$ select x * 2, x * 3 $$;
create function public.pgr_nothing() returns void language sql as $$ select $$;
create function public.pgr_whole(json) returns json language sql immutable as $$ select $1 $$;
create function public.pgr_respond(status text, headers text) returns json language sql as $$
  select set_config('response.status', status, true), set_config('response.headers', headers, true);
  select '{"short": "and stout"}'::json
$$;
create function public.pgr_raise(code text) returns void language plpgsql as $$
begin
  raise exception 'raised %', code using errcode = code, detail = 'a detail', hint = 'a hint';
end $$;
-- PL/pgSQL is never inlined, so the planner takes ROWS as it is.
create function public.pgr_numbers() returns setof int language plpgsql stable rows 10
  as $$ begin return query select generate_series(1, 5); end $$;
-- Writes one code per call and returns every code: a function that must run once per request.
create function public.pgr_stamp(tag text) returns setof public.pgr_codes language sql volatile rows 50
  as $$ insert into public.pgr_codes (code) values (tag); select * from public.pgr_codes order by code $$;
create function public.pgr_bump(n int) returns int language sql volatile
  as $$ insert into public.pgr_codes (code) values ('bump-' || n) returning n $$;

create schema v2;
create table v2.pgr_things (id int primary key, label text);
insert into v2.pgr_things values (1, 'from v2');

grant usage on schema public, v2 to anon, authenticated, service_role;
grant all on all tables in schema public, v2 to anon, authenticated, service_role;
grant all on all sequences in schema public, v2 to anon, authenticated, service_role;

-- A guest book anyone may sign but nobody may read back: INSERT granted, SELECT not, RLS on.
create table public.pgr_guestbook (id serial primary key, note text not null);
alter table public.pgr_guestbook enable row level security;
create policy "anyone signs" on public.pgr_guestbook for insert to anon with check (true);
grant insert on public.pgr_guestbook to anon;
grant usage on sequence public.pgr_guestbook_id_seq to anon;

insert into public.pgr_authors (id, name, country, tags, meta, born, bio, "Display Name") values
  (1, 'Ama Ata Aidoo', 'Ghana', '{novel,play}', '{"awards": 2, "city": "Saltpond"}', '1942-03-23', 'playwright and poet', 'Aidoo'),
  (2, 'Chinua Achebe', 'Nigeria', '{novel}', '{"awards": 5}', '1930-11-16', null, 'Achebe'),
  (3, 'Ayi Kwei Armah', 'Ghana', '{novel,essay}', null, null, 'novelist', null);
insert into public.pgr_books (author_id, editor_id, title, pages, published, period, summary) values
  (1, 2, 'Our Sister Killjoy', 134, true, '[1977,1978)', 'travel and return'),
  (2, 1, 'Things Fall Apart', 209, true, '[1958,1959)', 'okonkwo and the village'),
  (3, null, 'The Beautyful Ones', 183, true, '[1968,1969)', 'corruption in the city'),
  (1, null, 'Changes', 166, false, '[1991,1992)', null);
insert into public.pgr_book_details values (1, '978-0582642720'), (2, '978-0385474542');
insert into public.pgr_profiles (author_id, handle) values (1, '@aidoo'), (2, '@achebe');
insert into public.pgr_employees values (1, 'Director', null), (2, 'Editor', 1), (3, 'Assistant', 2);
insert into public.pgr_tags values (1, 'classic'), (2, 'ghana'), (3, 'nigeria');
insert into public.pgr_book_tags values (1, 2), (2, 1), (2, 3), (3, 1), (3, 2);
insert into public.pgr_codes values ('a'), ('b');

-- What the OpenAPI document describes (references/api/openapi): comments, PostgreSQL's types as Swagger's, defaults,
-- a view that cannot take writes, and a table and function only the service role may reach.
comment on schema v2 is E'Version two\nof the API';
comment on table public.pgr_authors is 'People who write books';
comment on column public.pgr_authors.name is 'As printed on the cover';
comment on table public.pgr_books is E'Books in print\n\nOne row per edition.';
comment on function public.pgr_add(int, int) is E'Adds two numbers\nfor the tests';
create type public.pgr_format as enum ('hardback', 'paperback');
create table public.pgr_openapi_types (
  id bigint generated by default as identity primary key, a_varchar varchar(40), a_char char(1),
  a_text text default 'plain', a_boolean boolean default false, a_integer int default 42, a_numeric numeric default 42.2,
  a_double double precision, a_json json, a_text_arr text[], a_jsonb_arr jsonb[], a_date date default '1900-01-01',
  a_stamp timestamptz not null default now(), a_format public.pgr_format default 'paperback'
);
create view public.pgr_author_counts as select author_id, count(*) as books from public.pgr_books group by author_id;
grant select on public.pgr_openapi_types, public.pgr_author_counts to anon, authenticated, service_role;
create table public.pgr_ledger (id int primary key);
create function public.pgr_ledger_total() returns int language sql stable as $$ select count(*)::int from public.pgr_ledger $$;
revoke all on public.pgr_ledger from anon, authenticated;
grant all on public.pgr_ledger to service_role;
revoke execute on function public.pgr_ledger_total() from public, anon, authenticated;
grant execute on function public.pgr_ledger_total() to service_role;
