import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, rolledBack, sqlError, type Role, useUsers } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

const BASE = 'https://project.example/storage/v1/object/public';
const picture = (name: string) => `${BASE}/images/${name}`;

interface Claimed {
  trash_ids: number[];
  files: { bucket: string; name: string }[];
}

/** Storage objects named bucket by bucket, listed as begin_trash_purge lists them. */
const stored = (byBucket: Record<string, string[]>) =>
  Object.entries(byBucket).flatMap(([bucket, names]) => names.map((name) => ({ bucket, name })));

async function addFiles(tx: Queryable, byBucket: Record<string, string[]>) {
  for (const { bucket, name } of stored(byBucket)) {
    await tx.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, '{}')`, [
      bucket,
      name,
    ]);
  }
}

const begin = async (tx: Queryable, scope: string, ids: number[] | null = null) =>
  (await tx.query<{ r: Claimed }>('select public.begin_trash_purge($1, $2) as r', [scope, ids])).rows[0]!.r;

const trashIds = async (tx: Queryable) =>
  (
    await tx.query<{ id: number }>(
      'select id::int as id from public.content_trash where parent_id is null order by id',
    )
  ).rows.map((r) => r.id);

describe.each(ENGINES)('purging Trash on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  it('"due" claims what was deleted 30 days ago and names only the files nothing else points at, with their renditions', async () => {
    const outcome = await rolledBack(engine.db, async (tx) => {
      await addFiles(tx, {
        images: [
          'events/old.jpg',
          'events/old-first.jpg',
          'events/old.480w.webp',
          'events/old.share.jpg',
          'events/old.notes.txt',
          'events/old.notes.jpg',
          'events/older.jpg',
          'events/shared.jpg',
          'events/recent.jpg',
          'events/replaced.jpg',
          'events/current.jpg',
        ],
        'sermon-presentations': ['slides/old.pdf'],
        'sermon-audio': ['sermons/old.mp3'],
      });
      const event = (title: string, image: string) =>
        insertRow(tx, 'events', { title, starts_at: '2031-01-01T10:00:00Z', image_url: picture(image) });
      const old = await event('Old', 'events/old-first.jpg');
      // Its picture replaced last week: only its history points at the first one.
      await tx.query('update public.events set image_url = $2 where id = $1', [
        old,
        picture('events/old.jpg'),
      ]);
      // A picture the old event showed too, still used by a live event.
      await event('Shares a picture', 'events/shared.jpg');
      await tx.query('update public.events set description = $2 where id = $1', [
        old,
        `See ${picture('events/shared.jpg')}`,
      ]);
      const recent = await event('Recent', 'events/recent.jpg');
      const edited = await event('Edited', 'events/replaced.jpg');
      await tx.query('update public.events set image_url = $2 where id = $1', [
        edited,
        picture('events/current.jpg'),
      ]);
      // Its recording is a public URL in the sermon-audio bucket (issue #24).
      const sermon = await insertRow(tx, 'sermons', {
        title: 'Old sermon',
        audio_url: `${BASE}/sermon-audio/sermons/old.mp3`,
      });
      await insertRow(tx, 'sermon_presentations', {
        sermon_id: sermon,
        title: 'Slides',
        storage_path: 'slides/old.pdf',
        file_name: 'old.pdf',
        file_size: 1,
        mime_type: 'application/pdf',
      });
      await tx.query('delete from public.events where id = any($1::uuid[])', [[old, recent]]);
      await tx.query('delete from public.sermons where id = $1', [sermon]);
      // As if 31 days had passed for the old event, the sermon and the edit that replaced a picture.
      await tx.query(
        `update public.content_trash set deleted_at = now() - interval '31 days' where row_id = any($1::uuid[])`,
        [[old, sermon]],
      );
      await tx.query(
        `update public.content_revisions set changed_at = now() - interval '31 days' where row_id = $1 and action = 'insert'`,
        [edited],
      );
      await tx.query(`select set_config('role', 'service_role', true)`);
      const claimed = await begin(tx, 'due');
      const titles = (
        await tx.query<{ title: string }>(
          `select coalesce(data ->> 'title', table_name) as title from public.content_trash where purge_started_at is not null order by 1`,
        )
      ).rows.map((r) => r.title);
      await tx.query('savepoint restore');
      const restore = await sqlError(() =>
        tx.query('select public.restore_from_trash($1)', [claimed.trash_ids[0]]),
      );
      await tx.query('rollback to savepoint restore');
      const purged = (
        await tx.query<{ n: number }>('select public.finish_trash_purge($1) as n', [claimed.trash_ids])
      ).rows[0]!.n;
      const left = (
        await tx.query<{ title: string }>(`select data ->> 'title' as title from public.content_trash`)
      ).rows;
      const history = (
        await tx.query('select 1 from public.content_revisions where row_id = any($1::uuid[])', [
          [old, sermon],
        ])
      ).rows;
      return { claimed, titles, restore, purged, left, history };
    });
    expect(outcome.titles).toEqual(['Old', 'Old sermon']);
    expect(outcome.claimed.files).toEqual(
      stored({
        images: [
          'events/old-first.jpg',
          'events/old.480w.webp',
          'events/old.jpg',
          'events/old.share.jpg',
          'events/replaced.jpg',
        ],
        'sermon-audio': ['sermons/old.mp3'],
        'sermon-presentations': ['slides/old.pdf'],
      }),
    );
    expect(outcome.restore?.code).toBe('PT409');
    expect(outcome.purged).toBe(2);
    expect(outcome.left).toEqual([{ title: 'Recent' }]);
    expect(outcome.history).toEqual([]);
  });

  it('"all" empties Trash; "selected" takes only the chosen items', async () => {
    const outcome = await rolledBack(engine.db, async (tx) => {
      for (const name of ['A', 'B', 'C']) {
        const id = await insertRow(tx, 'leaders', { name });
        await tx.query('delete from public.leaders where id = $1', [id]);
      }
      const [a] = await trashIds(tx);
      await tx.query(`select set_config('role', 'service_role', true)`);
      const selected = await begin(tx, 'selected', [a!]);
      await tx.query('select public.finish_trash_purge($1)', [selected.trash_ids]);
      const afterSelected = (await trashIds(tx)).length;
      const all = await begin(tx, 'all');
      await tx.query('select public.finish_trash_purge($1)', [all.trash_ids]);
      return {
        selected: selected.trash_ids,
        afterSelected,
        all: all.trash_ids.length,
        left: (await trashIds(tx)).length,
        a,
      };
    });
    expect(outcome.selected).toEqual([outcome.a]);
    expect([outcome.afterSelected, outcome.all, outcome.left]).toEqual([2, 2, 0]);
  });

  it('a bad scope is refused', async () => {
    const error = await rolledBack(engine.db, (tx) => sqlError(() => begin(tx, 'everything')));
    expect(error?.code).toBe('22023');
  });

  it.each(['anon', 'member', 'admin'] as Role[])(
    '%s cannot run the purge functions themselves',
    async (role) => {
      const errors = await rolledBack(engine.db, async (tx) => {
        await becomeRole(tx, role, users());
        const found: (string | undefined)[] = [];
        for (const sql of [
          "select public.begin_trash_purge('all')",
          "select public.finish_trash_purge('{1}')",
        ]) {
          await tx.query('savepoint attempt');
          found.push((await sqlError(() => tx.query(sql)))?.code);
          await tx.query('rollback to savepoint attempt');
        }
        return found;
      });
      expect(errors).toEqual(['42501', '42501']);
    },
  );
});
