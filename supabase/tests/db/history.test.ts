import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, rolledBack, sqlError, type Role, useUsers } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

interface Revision {
  action: string;
  data: Record<string, unknown>;
  changed_fields: string[] | null;
  changed_by: string | null;
  changed_by_email: string | null;
  restored_from: string | null;
}

const revisionsOf = async (tx: Queryable, table: string, rowId: string) =>
  (
    await tx.query<Revision & { id: string }>(
      `select id::text, action, data, changed_fields, changed_by, changed_by_email, restored_from::text
         from public.content_revisions where table_name = $1 and row_id = $2 order by id`,
      [table, rowId],
    )
  ).rows;

/** The error `sql` raises, inside a savepoint so the transaction goes on. */
async function failure(tx: Queryable, sql: string, params: unknown[] = []) {
  await tx.query('savepoint attempt');
  try {
    await tx.query(sql, params);
    return null;
  } catch (error) {
    const e = error as { code: string; message: string; detail?: string };
    return { code: e.code, message: e.message, detail: e.detail };
  } finally {
    await tx.query('rollback to savepoint attempt');
  }
}

const trashOf = async (tx: Queryable) =>
  (
    await tx.query<{ id: string; table_name: string; parent: string | null; title: string | null }>(
      `select t.id::text, t.table_name, p.table_name as parent, t.data ->> 'title' as title
         from public.content_trash t left join public.content_trash p on p.id = t.parent_id order by t.id`,
    )
  ).rows;

describe.each(ENGINES)('history, Trash and compare-and-set on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);
  const as = <T>(role: Role, fn: (tx: Queryable) => Promise<T>) =>
    rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, role, users());
      return fn(tx);
    });
  const addEvent = (tx: Queryable, extra: Record<string, unknown> = {}) =>
    insertRow(tx, 'events', { title: 'Choir night', starts_at: '2031-05-04T18:00:00Z', ...extra });

  it('records every insert, update and delete with the whole row, who and when', async () => {
    const revisions = await as('admin', async (tx) => {
      const id = await addEvent(tx);
      await tx.query(
        `update public.events set title = 'Choir and band night', location = 'Hall' where id = $1`,
        [id],
      );
      await tx.query('delete from public.events where id = $1', [id]);
      return revisionsOf(tx, 'events', id);
    });
    expect(revisions.map((r) => [r.action, r.data.title, r.changed_fields])).toEqual([
      ['insert', 'Choir night', null],
      ['update', 'Choir and band night', ['location', 'title']],
      ['delete', 'Choir and band night', null],
    ]);
    for (const r of revisions) {
      expect([r.changed_by, r.changed_by_email]).toEqual([users().adminId, 'rls-admin@example.com']);
      expect(Object.keys(r.data)).toEqual(
        expect.arrayContaining(['id', 'starts_at', 'published', 'updated_at']),
      );
    }
  });

  it('an update that changes nothing leaves no revision', async () => {
    const revisions = await as('admin', async (tx) => {
      const id = await addEvent(tx);
      await tx.query(`update public.events set title = title where id = $1`, [id]);
      return revisionsOf(tx, 'events', id);
    });
    expect(revisions.map((r) => r.action)).toEqual(['insert']);
  });

  it.each(['anon', 'member'] as Role[])('history and Trash are unreadable to %s', async (role) => {
    const seen = await rolledBack(engine.db, async (tx) => {
      const id = await addEvent(tx);
      await tx.query('delete from public.events where id = $1', [id]);
      await becomeRole(tx, role, users());
      const seen: (string | number)[] = [];
      for (const t of ['content_revisions', 'content_trash']) {
        const error = await failure(tx, `select * from public.${t}`);
        seen.push(error ? error.code : (await tx.query(`select * from public.${t}`)).rows.length);
      }
      return seen;
    });
    expect(seen).toEqual(role === 'anon' ? ['42501', '42501'] : [0, 0]);
  });

  it('a stale update is refused (PT409) with who changed the row and when; a current one goes through', async () => {
    const outcome = await as('admin', async (tx) => {
      const id = await addEvent(tx);
      const read = async () =>
        (
          await tx.query<{ at: string }>('select updated_at::text as at from public.events where id = $1', [
            id,
          ])
        ).rows[0]!.at;
      const opened = await read();
      await tx.query(`update public.events set location = 'Hall', updated_at = $2 where id = $1`, [
        id,
        opened,
      ]);
      const current = await read();
      const stale = await failure(
        tx,
        `update public.events set location = 'Lawn', updated_at = $2 where id = $1`,
        [id, opened],
      );
      const location = (await tx.query('select location from public.events where id = $1', [id])).rows[0];
      return { stale, location, current, opened };
    });
    expect(outcome.current).not.toBe(outcome.opened);
    expect(outcome.location).toEqual({ location: 'Hall' });
    expect([outcome.stale?.code, outcome.stale?.message]).toEqual([
      'PT409',
      'Someone else changed this item after you opened it.',
    ]);
    const detail = JSON.parse(outcome.stale!.detail!) as { changed_by: string; updated_at: string };
    expect(detail.changed_by).toBe('rls-admin@example.com');
    expect(Date.parse(detail.updated_at)).toBe(Date.parse(outcome.current));
  });

  it("saving a date's exception leaves its event's version, so the admin's open event form still saves", async () => {
    const outcome = await as('admin', async (tx) => {
      const id = await addEvent(tx, { rrule: 'FREQ=WEEKLY;COUNT=4' });
      const version = async () =>
        (
          await tx.query<{ at: string; seq: number }>(
            'select updated_at::text as at, calendar_sequence as seq from public.events where id = $1',
            [id],
          )
        ).rows[0]!;
      const opened = await version();
      await insertRow(tx, 'event_exceptions', {
        event_id: id,
        occurrence_start: '2031-05-11T18:00:00Z',
        title: 'Choir night with the youth',
      });
      const afterException = await version();
      // Refused with PT409 before this change; the query throws and the test fails if it still is.
      const formSave = await tx.query(
        `update public.events set location = 'Hall', updated_at = $2 where id = $1 returning id`,
        [id, opened.at],
      );
      return { opened, afterException, saved: formSave.rows.length, after: await version() };
    });
    expect(outcome.afterException.seq).toBeGreaterThan(outcome.opened.seq);
    expect(outcome.afterException.at).toBe(outcome.opened.at);
    expect(outcome.saved).toBe(1);
    expect(outcome.after.at).not.toBe(outcome.opened.at);
  });

  it('preparing a picture (its meta written alone) leaves the version and history; a new picture is a new version', async () => {
    const meta = { width: 1600, height: 900, variants: [320, 640], placeholder: 'AAAA' };
    const outcome = await as('admin', async (tx) => {
      const id = await addEvent(tx, { image_url: 'http://127.0.0.1/storage/v1/object/public/images/a.jpg' });
      const version = async () =>
        (
          await tx.query<{ at: string }>('select updated_at::text as at from public.events where id = $1', [
            id,
          ])
        ).rows[0]!.at;
      const opened = await version();
      await tx.query('update public.events set image_meta = $2 where id = $1', [id, meta]);
      const prepared = await version();
      const revisionsAfterPrepare = (await revisionsOf(tx, 'events', id)).length;
      await tx.query(
        `update public.events set image_url = 'http://127.0.0.1/storage/v1/object/public/images/b.jpg' where id = $1`,
        [id],
      );
      return {
        opened,
        prepared,
        revisionsAfterPrepare,
        after: await version(),
        revisions: await revisionsOf(tx, 'events', id),
      };
    });
    expect(outcome.prepared).toBe(outcome.opened);
    expect(outcome.revisionsAfterPrepare).toBe(1);
    expect(outcome.after).not.toBe(outcome.opened);
    // The new picture's meta (dropped: it described the old one) is bookkeeping too; the picture is the change.
    expect(outcome.revisions.map((r) => r.changed_fields)).toEqual([null, ['image_url']]);
  });

  it('deleting moves a row to Trash; an album takes its photos along, and restoring brings all back', async () => {
    const result = await as('admin', async (tx) => {
      const album = await insertRow(tx, 'gallery_albums', { title: 'Harvest 2031' });
      const photos = await Promise.all(
        ['a', 'b'].map((n) =>
          insertRow(tx, 'gallery_photos', { album_id: album, image_url: `https://x/${n}.jpg` }),
        ),
      );
      await tx.query('delete from public.gallery_albums where id = $1', [album]);
      const trashed = await trashOf(tx);
      const [entry] = trashed;
      const restored = (await tx.query('select public.restore_from_trash($1) as r', [entry!.id])).rows[0];
      const back = (await tx.query('select id from public.gallery_photos where album_id = $1', [album])).rows;
      return {
        trashed,
        restored,
        back,
        after: await trashOf(tx),
        revisions: await revisionsOf(tx, 'gallery_albums', album),
        photos,
      };
    });
    expect(result.trashed.map((t) => [t.table_name, t.parent, t.title])).toEqual([
      ['gallery_albums', null, 'Harvest 2031'],
      ['gallery_photos', 'gallery_albums', null],
      ['gallery_photos', 'gallery_albums', null],
    ]);
    expect(result.back).toHaveLength(2);
    expect(result.after).toEqual([]);
    const [, deleted, reinserted] = result.revisions;
    expect([reinserted!.action, reinserted!.restored_from]).toEqual(['insert', deleted!.id]);
  });

  it('a photo restored without its album is refused with a plain message, and stays in Trash', async () => {
    const outcome = await as('admin', async (tx) => {
      const album = await insertRow(tx, 'gallery_albums', { title: 'Youth camp' });
      await insertRow(tx, 'gallery_photos', { album_id: album, image_url: 'https://x/c.jpg' });
      await tx.query('delete from public.gallery_photos where album_id = $1', [album]);
      await tx.query('delete from public.gallery_albums where id = $1', [album]);
      const photo = (await trashOf(tx)).find((t) => t.table_name === 'gallery_photos')!;
      const error = await failure(tx, 'select public.restore_from_trash($1)', [photo.id]);
      return { error, left: (await trashOf(tx)).length };
    });
    expect(outcome.error?.code).toBe('PT409');
    expect(outcome.error?.message).toMatch(/Restore that first/);
    expect(outcome.left).toBe(2);
  });

  it('"Restore this version" brings the values back as a new revision; a stale base is refused', async () => {
    const outcome = await as('admin', async (tx) => {
      const id = await addEvent(tx, { location: 'Main auditorium' });
      await tx.query(`update public.events set title = 'Renamed', location = 'Lawn' where id = $1`, [id]);
      const [first] = await revisionsOf(tx, 'events', id);
      const base = (
        await tx.query<{ at: string }>('select updated_at::text as at from public.events where id = $1', [id])
      ).rows[0]!.at;
      await tx.query('select public.restore_revision($1, $2)', [first!.id, base]);
      const row = (await tx.query('select title, location from public.events where id = $1', [id])).rows[0];
      const stale = await failure(tx, 'select public.restore_revision($1, $2)', [first!.id, base]);
      return { row, first: first!, last: (await revisionsOf(tx, 'events', id)).at(-1)!, stale };
    });
    expect(outcome.row).toEqual({ title: 'Choir night', location: 'Main auditorium' });
    expect([outcome.last.action, outcome.last.restored_from, outcome.last.changed_fields]).toEqual([
      'update',
      outcome.first.id,
      ['location', 'title'],
    ]);
    expect(outcome.stale?.code).toBe('PT409');
  });

  it('a backup restore (backup.restoring) adds nothing to history or Trash: the archive holds them', async () => {
    const counts = await rolledBack(engine.db, async (tx) => {
      await tx.query(`select set_config('backup.restoring', 'on', true)`);
      const id = await addEvent(tx);
      await tx.query('delete from public.events where id = $1', [id]);
      return [(await revisionsOf(tx, 'events', id)).length, (await trashOf(tx)).length];
    });
    expect(counts).toEqual([0, 0]);
  });

  it('members can restore nothing: to them Trash is empty', async () => {
    const error = await rolledBack(engine.db, async (tx) => {
      const id = await addEvent(tx);
      await tx.query('delete from public.events where id = $1', [id]);
      const trashId = (await trashOf(tx))[0]!.id;
      await becomeRole(tx, 'member', users());
      return sqlError(() => tx.query('select public.restore_from_trash($1)', [trashId]));
    });
    expect(error).toEqual({ code: 'PT404', message: 'That item is no longer in Trash.' });
  });
});
