import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, rolledBack, sqlError, useUsers } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

const inHours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

/** Tables of the API schema that are not content: roles, the inbox, and the publishing machinery itself. */
const NOT_CONTENT = [
  'user_roles',
  'contact_messages',
  'content_revisions',
  'content_trash',
  'scheduled_changes',
];

describe.each(ENGINES)('scheduling on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  it('every content table has history, Trash and compare-and-set; every published one is scheduled', async () => {
    const { rows } = await engine.db.query<{ table: string; triggers: string[]; columns: string[] }>(
      `select c.relname as table,
              array(select t.tgname::text from pg_trigger t where t.tgrelid = c.oid and not t.tgisinternal order by 1) as triggers,
              array(select a.attname::text from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns
         from pg_class c where c.relnamespace = 'public'::regnamespace and c.relkind = 'r' and c.relname <> all ($1)`,
      [NOT_CONTENT],
    );
    expect(rows.length).toBeGreaterThanOrEqual(11);
    for (const { table, triggers, columns } of rows) {
      expect(triggers, table).toEqual(
        expect.arrayContaining([
          'compare_and_set_updated_at',
          'leave_trash',
          'move_to_trash',
          'record_revision',
        ]),
      );
      expect(triggers, `${table} keeps no second updated_at stamp`).not.toContain('set_updated_at');
      if (columns.includes('published')) {
        expect(columns, table).toEqual(expect.arrayContaining(['publish_at', 'expires_at']));
        expect(triggers, table).toEqual(
          expect.arrayContaining(['stamp_publish_at', 'sync_scheduled_changes']),
        );
      }
    }
  });

  it('publishing without a date stamps the moment it went up; a draft keeps none', async () => {
    const rows = await rolledBack(engine.db, async (tx) => {
      const [live, draft] = [
        await insertRow(tx, 'leaders', { name: 'Elder Mensah' }),
        await insertRow(tx, 'leaders', { name: 'Deaconess Owusu', published: false }),
      ];
      const now = (await tx.query<{ now: string }>('select now()::text as now')).rows[0]!.now;
      const read = async (id: string) =>
        (
          await tx.query<{ at: string | null }>(
            'select publish_at::text as at from public.leaders where id = $1',
            [id],
          )
        ).rows[0]!.at;
      return { live: await read(live), draft: await read(draft), now };
    });
    expect(rows.live).toBe(rows.now);
    expect(rows.draft).toBeNull();
  });

  it('an expiry that is not after the publish date is refused', async () => {
    const error = await rolledBack(engine.db, (tx) =>
      sqlError(() =>
        insertRow(tx, 'events', {
          title: 'Odd',
          starts_at: inHours(24),
          publish_at: inHours(5),
          expires_at: inHours(4),
        }),
      ),
    );
    expect(error?.code).toBe('23514');
  });

  it('scheduled_changes lists the coming instants of published rows, and visitors read only the instants', async () => {
    const seen = await rolledBack(engine.db, async (tx) => {
      const base = { title: 'Open day', starts_at: inHours(240) };
      const scheduled = await insertRow(tx, 'events', {
        ...base,
        publish_at: inHours(2),
        expires_at: inHours(48),
      });
      await insertRow(tx, 'events', { ...base, published: false, publish_at: inHours(3) });
      await insertRow(tx, 'events', { ...base, publish_at: inHours(-3) });
      const unpublished = await insertRow(tx, 'ministries', { name: 'Ushering', publish_at: inHours(5) });
      await tx.query('update public.ministries set published = false where id = $1', [unpublished]);
      const all = (
        await tx.query<{ table_name: string; change: string }>(
          'select table_name, change from public.scheduled_changes order by at',
        )
      ).rows;
      await becomeRole(tx, 'anon', users());
      const instants = (await tx.query<{ at: string }>('select at from public.scheduled_changes order by at'))
        .rows;
      await tx.query('savepoint columns');
      const columns = await sqlError(() => tx.query('select table_name from public.scheduled_changes'));
      await tx.query('rollback to savepoint columns');
      return { all, instants, columns, scheduled };
    });
    expect(seen.all).toEqual([
      { table_name: 'events', change: 'publish' },
      { table_name: 'events', change: 'expire' },
    ]);
    expect(seen.instants).toHaveLength(2);
    expect(seen.columns?.code).toBe('42501');
  });

  it('deleting or re-dating a row replaces its instants', async () => {
    const counts = await rolledBack(engine.db, async (tx) => {
      const id = await insertRow(tx, 'sermons', { title: 'Advent', publish_at: inHours(30) });
      const count = async () =>
        (await tx.query('select 1 from public.scheduled_changes where row_id = $1', [id])).rows.length;
      const before = await count();
      await tx.query('update public.sermons set publish_at = $2, expires_at = $3 where id = $1', [
        id,
        inHours(-1),
        inHours(9),
      ]);
      const redated = await count();
      await tx.query('delete from public.sermons where id = $1', [id]);
      return [before, redated, await count()];
    });
    expect(counts).toEqual([1, 1, 0]);
  });

  it('a scheduled row becomes public on its own when its moment comes, with no write at all', async () => {
    const id = await insertRow(engine.db, 'milestones', {
      year: 1999,
      title: 'First service',
      publish_at: new Date(Date.now() + 1500).toISOString(),
    });
    const visible = () =>
      rolledBack(engine.db, async (tx) => {
        await becomeRole(tx, 'anon', users());
        return (await tx.query('select id from public.milestones where id = $1', [id])).rows.length;
      });
    expect(await visible()).toBe(0);
    const deadline = Date.now() + 10_000;
    while ((await visible()) === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
    expect(await visible()).toBe(1);
    await engine.db.query('delete from public.milestones where id = $1', [id]);
  });

  it('photos and presentation files follow their album or sermon, scheduled or expired', async () => {
    const seen = await rolledBack(engine.db, async (tx: Queryable) => {
      const album = await insertRow(tx, 'gallery_albums', { title: 'Later', publish_at: inHours(1) });
      await insertRow(tx, 'gallery_photos', { album_id: album, image_url: 'https://x/p.jpg' });
      const sermon = await insertRow(tx, 'sermons', {
        title: 'Gone',
        publish_at: inHours(-5),
        expires_at: inHours(-1),
      });
      await insertRow(tx, 'sermon_presentations', {
        sermon_id: sermon,
        title: 'Slides',
        storage_path: 's/x.pdf',
        file_name: 'x.pdf',
        file_size: 1,
        mime_type: 'application/pdf',
      });
      await becomeRole(tx, 'member', users());
      const photos = (await tx.query('select id from public.gallery_photos where album_id = $1', [album]))
        .rows.length;
      const files = (
        await tx.query('select id from public.sermon_presentations where sermon_id = $1', [sermon])
      ).rows.length;
      return [photos, files];
    });
    expect(seen).toEqual([0, 0]);
  });
});
