import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { insertRow } from '../../db/rows.ts';
import { becomeRole, rolledBack, sqlError, useUsers } from '../db/helpers/as-role.ts';
import { ENGINES, useEngine } from '../db/helpers/engines.ts';
import { BAD_RULES, RULE_START } from './rule-cases.ts';

const weekly = { title: 'Sunday Worship Service', starts_at: RULE_START, rrule: 'FREQ=WEEKLY;BYDAY=SU' };
const sequenceOf = async (tx: Queryable, id: string) =>
  (await tx.query<{ s: number }>('select calendar_sequence as s from public.events where id = $1', [id]))
    .rows[0]!.s;

describe.each(ENGINES)('recurring events and sermon audio on %s', (engineName) => {
  const engine = useEngine(engineName);
  const users = useUsers(engine);

  it.each(BAD_RULES)(
    'refuses the rule %s with “Invalid repeat rule: %s” and stores nothing',
    async (rrule, problem) => {
      const [error, count] = await rolledBack(engine.db, async (tx) => {
        await tx.query('savepoint s');
        const error = await sqlError(() => insertRow(tx, 'events', { ...weekly, rrule }));
        await tx.query('rollback to savepoint s');
        const { rows } = await tx.query<{ n: number }>(
          'select count(*)::int as n from public.events where rrule = $1',
          [rrule],
        );
        return [error, rows[0]!.n];
      });
      expect(error).toEqual({ code: '23514', message: `Invalid repeat rule: ${problem}` });
      expect(count).toBe(0);
    },
  );

  it('keeps a rule with no end, and checks UNTIL again when the start moves past it', async () => {
    await rolledBack(engine.db, async (tx) => {
      const id = await insertRow(tx, 'events', {
        ...weekly,
        rrule: 'FREQ=WEEKLY;BYDAY=SU;UNTIL=20270131T235959Z',
      });
      const error = await sqlError(() =>
        tx.query(`update public.events set starts_at = '2027-02-07T08:00:00Z' where id = $1`, [id]),
      );
      expect(error?.message).toBe('Invalid repeat rule: UNTIL is before the event starts');
    });
  });

  it('bumps calendar_sequence on every change of the event or of its exceptions', async () => {
    await rolledBack(engine.db, async (tx) => {
      const id = await insertRow(tx, 'events', weekly);
      expect(await sequenceOf(tx, id)).toBe(0);
      await tx.query(`update public.events set location = 'Main Auditorium' where id = $1`, [id]);
      expect(await sequenceOf(tx, id)).toBe(1);
      const exception = await insertRow(tx, 'event_exceptions', {
        event_id: id,
        occurrence_start: '2026-12-13T08:00:00Z',
        cancelled: true,
      });
      expect(await sequenceOf(tx, id)).toBe(2);
      await tx.query(`update public.event_exceptions set note = 'Joined with the convention' where id = $1`, [
        exception,
      ]);
      await tx.query('delete from public.event_exceptions where id = $1', [exception]);
      expect(await sequenceOf(tx, id)).toBe(4);
    });
  });

  it('keeps the sequence out of history, and never lowers it when an older version is restored', async () => {
    await rolledBack(engine.db, async (tx) => {
      await becomeRole(tx, 'admin', users());
      const id = await insertRow(tx, 'events', weekly);
      await tx.query(`update public.events set location = 'Main Auditorium' where id = $1`, [id]);
      await insertRow(tx, 'event_exceptions', {
        event_id: id,
        occurrence_start: '2026-12-13T08:00:00Z',
        cancelled: true,
      });
      const revisions = async () =>
        (
          await tx.query<{ id: string; action: string; changed_fields: string[] | null }>(
            `select id::text, action, changed_fields from public.content_revisions
              where table_name = 'events' and row_id = $1 order by id`,
            [id],
          )
        ).rows;
      // The exception's save raised the sequence only: no version of the event of its own.
      expect((await revisions()).map((r) => [r.action, r.changed_fields])).toEqual([
        ['insert', null],
        ['update', ['location']],
      ]);
      expect(await sequenceOf(tx, id)).toBe(2);
      const base = (
        await tx.query<{ at: string }>('select updated_at::text as at from public.events where id = $1', [id])
      ).rows[0]!.at;
      await tx.query('select public.restore_revision($1, $2)', [(await revisions())[0]!.id, base]);
      expect(await sequenceOf(tx, id)).toBe(3);
      expect((await revisions()).at(-1)!.changed_fields).toEqual(['location']);
    });
  });

  it.each([
    [
      'a cancelled occurrence that also moves',
      { cancelled: true, starts_at: '2026-12-13T09:00:00Z' },
      'event_exceptions_cancelled_has_no_changes',
    ],
    ['an exception that changes nothing', {}, 'event_exceptions_changes_something'],
    [
      'a moved occurrence that ends before it starts',
      { starts_at: '2026-12-13T09:00:00Z', ends_at: '2026-12-13T08:00:00Z' },
      'event_exceptions_ends_at_not_before_starts_at',
    ],
    ['a blank title', { title: ' ' }, 'event_exceptions_title_not_empty'],
  ])('refuses %s', async (_, fields, constraint) => {
    const error = await rolledBack(engine.db, async (tx) => {
      const event_id = await insertRow(tx, 'events', weekly);
      return sqlError(() =>
        insertRow(tx, 'event_exceptions', { event_id, occurrence_start: '2026-12-13T08:00:00Z', ...fields }),
      );
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(constraint);
  });

  it('refuses a second exception for the same occurrence', async () => {
    const error = await rolledBack(engine.db, async (tx) => {
      const event_id = await insertRow(tx, 'events', weekly);
      const row = { event_id, occurrence_start: '2026-12-13T08:00:00Z', cancelled: true };
      await insertRow(tx, 'event_exceptions', row);
      return sqlError(() => insertRow(tx, 'event_exceptions', row));
    });
    expect(error?.code).toBe('23505');
  });

  it.each(['anon', 'member'] as const)('%s sees the exceptions of published events only', async (role) => {
    const seen = await rolledBack(engine.db, async (tx) => {
      const open = await insertRow(tx, 'events', weekly);
      const draft = await insertRow(tx, 'events', { ...weekly, published: false });
      for (const event_id of [open, draft]) {
        await insertRow(tx, 'event_exceptions', {
          event_id,
          occurrence_start: '2026-12-13T08:00:00Z',
          cancelled: true,
        });
      }
      await becomeRole(tx, role, users());
      const { rows } = await tx.query<{ event_id: string }>('select event_id from public.event_exceptions');
      return rows.map((r) => (r.event_id === open ? 'open' : 'draft'));
    });
    expect(seen).toEqual(['open']);
  });

  it.each([
    ['a size without a recording', { audio_size_bytes: 10 }, 'sermons_audio_facts_need_audio'],
    [
      'a type podcasts do not take',
      { audio_url: 'https://x/a.ogg', audio_mime_type: 'audio/ogg' },
      'sermons_audio_type_known',
    ],
    ['an empty file', { audio_url: 'https://x/a.mp3', audio_size_bytes: 0 }, 'sermons_audio_size_positive'],
    [
      'a recording of no length',
      { audio_url: 'https://x/a.mp3', audio_duration_seconds: 0 },
      'sermons_audio_duration_positive',
    ],
  ])('refuses a sermon with %s', async (_, fields, constraint) => {
    const error = await rolledBack(engine.db, (tx) =>
      sqlError(() => insertRow(tx, 'sermons', { title: 'S', ...fields })),
    );
    expect(error?.message).toContain(constraint);
  });

  const podcast = { title: 'Sermons', description: 'Sunday sermons', author: 'PIWC Asokwa' };

  it('holds one podcast settings row', async () => {
    const error = await rolledBack(engine.db, async (tx) => {
      await tx.query('delete from public.podcast_settings');
      await insertRow(tx, 'podcast_settings', podcast);
      return sqlError(() => insertRow(tx, 'podcast_settings', podcast));
    });
    expect(error?.code).toBe('23505');
  });

  it('lets visitors read the podcast settings and not change them', async () => {
    const [rows, error] = await rolledBack(engine.db, async (tx) => {
      await tx.query('delete from public.podcast_settings');
      await insertRow(tx, 'podcast_settings', podcast);
      await becomeRole(tx, 'anon', users());
      const { rows } = await tx.query('select title from public.podcast_settings');
      return [rows, await sqlError(() => tx.query(`update public.podcast_settings set title = 'X'`))];
    });
    expect(rows).toEqual([{ title: 'Sermons' }]);
    expect(error?.code).toBe('42501');
  });
});
