import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll } from 'vitest';
import { startTestApi, type TestApi } from './helpers.ts';

// A schema of its own, so every corner of the grammar is exercised independently of the content tables.
const SCHEMA = `
create table public.t_authors (id int primary key, name text not null, tags text[] default '{}', meta jsonb, born date);
create table public.t_books (
  id serial primary key,
  author_id int references public.t_authors (id),
  editor_id int references public.t_authors (id),
  title text not null unique,
  pages int check (pages > 0),
  body text,
  published boolean default true
);
create table public.t_reviews (id serial primary key, book_id int not null references public.t_books (id) on delete cascade, stars int, note text);
grant all on public.t_authors, public.t_books, public.t_reviews to anon, authenticated, service_role;
grant usage, select on all sequences in schema public to anon, authenticated, service_role;
create function public.t_add(a int, b int) returns int language sql immutable as $$ select a + b $$;
create function public.t_books_by(min_pages int) returns setof public.t_books language sql stable as $$ select * from public.t_books where pages >= min_pages $$;
create function public.t_names() returns setof text language sql stable as $$ select name from public.t_authors order by id $$;
create function public.t_noop() returns void language sql as $$ select $$;
create function public.t_write(n text) returns int language sql volatile as $$ insert into public.t_authors (id, name) values (999, n) returning id $$;
insert into public.t_authors (id, name, tags, meta, born) values
  (1, 'Ama Ata Aidoo', '{novel,play}', '{"country":"Ghana","awards":2}', '1942-03-23'),
  (2, 'Chinua Achebe', '{novel}', '{"country":"Nigeria"}', '1930-11-16'),
  (3, 'Ayi Kwei Armah', '{novel,essay}', null, null);
insert into public.t_books (author_id, editor_id, title, pages, body) values
  (1, 2, 'Our Sister Killjoy', 134, 'a novel about travel and return'),
  (2, 1, 'Things Fall Apart', 209, 'okonkwo and the village of umuofia'),
  (3, null, 'The Beautyful Ones', 183, 'corruption in the city'),
  (1, null, 'Changes', 166, null);
insert into public.t_reviews (book_id, stars, note) values (1, 5, 'sharp'), (2, 5, 'classic'), (2, 4, null), (3, 3, 'dense');
`;

/** A seeded local API with the grammar schema loaded, and an anon client, for the enclosing file. */
export function withRestApi(): { readonly api: TestApi; readonly db: SupabaseClient } {
  let api: TestApi | undefined;
  let db: SupabaseClient | undefined;
  beforeAll(async () => {
    api = await startTestApi();
    await api.db.exec(SCHEMA);
    await api.reloadSchema();
    db = api.anon();
  });
  afterAll(async () => api?.close());
  return {
    get api() {
      return api!;
    },
    get db() {
      return db!;
    },
  };
}
