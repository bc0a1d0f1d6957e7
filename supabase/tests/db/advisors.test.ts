import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { rolledBack } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';
import { LINTS, lintFindings } from './helpers/lints.ts';

/** For each lint, an object that violates it: proves the lint finds what it is meant to find. */
const VIOLATIONS: Record<string, { sql: string; finding: string }> = {
  'table in public without row-level security': {
    sql: 'create table public.leaky (id int primary key)',
    finding: 'leaky',
  },
  'table in public with row-level security but no policy': {
    sql: 'create table public.locked (id int primary key); alter table public.locked enable row level security',
    finding: 'locked',
  },
  'function without a pinned search_path': {
    sql: 'create function public.loose() returns int language sql as $$ select 1 $$',
    finding: 'loose',
  },
  'security definer function without a pinned search_path': {
    sql: 'create function public.risky() returns int language sql security definer as $$ select 1 $$',
    finding: 'public.risky',
  },
  'insert/update/delete policy whose check or filter is true': {
    sql: `create policy "open door" on public.announcements for insert to anon with check (true)`,
    finding: 'public.announcements: open door',
  },
  'view without security_invoker': {
    sql: 'create view public.all_announcements as select * from public.announcements',
    finding: 'all_announcements',
  },
  'storage.objects readable by visitors (lists bucket contents)': {
    sql: `create policy "list images" on storage.objects for select to anon using (bucket_id = 'images')`,
    finding: 'list images',
  },
  'visitors or signed-in users may truncate, reference or trigger on a public table': {
    sql: 'grant truncate on public.events to anon',
    finding: 'events: anon TRUNCATE',
  },
  'security definer function executable by anon or authenticated': {
    sql: `create schema hidden; create function hidden.peek() returns int language sql security definer
          set search_path = '' as $$ select 1 $$; grant usage on schema hidden to authenticated`,
    finding: 'hidden.peek: authenticated',
  },
  'function in schema private executable by anon': {
    sql: `create function private.leaky_helper() returns int language sql set search_path = '' as $$ select 1 $$;
          grant usage on schema private to anon`,
    finding: 'leaky_helper',
  },
  'foreign key without an index': {
    sql: 'drop index public.gallery_photos_album_id_display_order_idx',
    finding: 'gallery_photos.gallery_photos_album_id_fkey',
  },
};

describe.each(ENGINES)('advisor lints on %s', (engineName) => {
  const engine = useEngine(engineName);

  it.each(Object.keys(LINTS))('no findings: %s', async (lint) => {
    expect(await lintFindings(engine.db, lint)).toEqual([]);
  });

  it.each(Object.keys(LINTS))('the lint finds a planted violation: %s', async (lint) => {
    const violation = VIOLATIONS[lint]!;
    const findings = await rolledBack(engine.db, async (tx: Queryable) => {
      await tx.exec(violation.sql);
      return lintFindings(tx, lint);
    });
    expect(findings).toContain(violation.finding);
  });

  it('visitors cannot list bucket contents even when files exist', async () => {
    const listed = await rolledBack(engine.db, async (tx) => {
      await tx.query(
        `insert into storage.objects (bucket_id, name, metadata)
         values ('images', 'a.jpg', '{}'), ('sermon-presentations', 'b.pdf', '{}')`,
      );
      await tx.query(
        `select set_config('role', 'anon', true), set_config('request.jwt.claims', '{"role":"anon"}', true)`,
      );
      return (await tx.query('select name from storage.objects')).rows;
    });
    expect(listed).toEqual([]);
  });

  it('both buckets are public with the limits pages rely on', async () => {
    const { rows } = await engine.db.query(
      'select id, public, file_size_limit::int as limit, allowed_mime_types as mime from storage.buckets order by id',
    );
    expect(rows).toEqual([
      {
        id: 'images',
        public: true,
        limit: 10 * 1024 * 1024,
        mime: ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'],
      },
      {
        id: 'sermon-presentations',
        public: true,
        limit: 50 * 1024 * 1024,
        mime: [
          'application/vnd.openxmlformats-officedocument.presentationml.presentation',
          'application/vnd.ms-powerpoint',
          'application/pdf',
          'application/vnd.oasis.opendocument.presentation',
          'application/vnd.apple.keynote',
          'application/x-iwork-keynote-sffkey',
        ],
      },
    ]);
  });
});
