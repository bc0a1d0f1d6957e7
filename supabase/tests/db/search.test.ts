import { describe, expect, it } from 'vitest';
import type { Queryable } from '../../db/database.ts';
import { becomeRole, rolledBack, sqlError, type Role, useUsers } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

interface Hit {
  kind: string;
  id: string;
  title: string;
  title_highlight: string;
  snippet: string;
  detail: string | null;
  dated: string | null;
  rank: number;
}

const MARK = /\uE000([^\uE001]*)\uE001/g;
const marked = (text: string) => [...text.matchAll(MARK)].map((m) => m[1]);
/** The text as a visitor reads it, without the match marks. */
const unmarked = (text: string) => text.replace(/[\uE000\uE001]/g, '');

/** Rows no seed has, so each search below finds exactly what it means to. */
async function insertFixtures(tx: Queryable) {
  const insert = async (table: string, row: Record<string, unknown>) => {
    const columns = Object.keys(row);
    const { rows } = await tx.query<{ id: string }>(
      `insert into public.${table} (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
      Object.values(row),
    );
    return rows[0]!.id;
  };
  return {
    sermon: await insert('sermons', {
      title: 'Walking in the Light',
      preacher: 'Pastor Kwadwó Mensah-Bonsu',
      series: 'Letters of John',
      scripture: '1 John 1:5-10',
      summary: 'God is light; fellowship with Him changes how we treat one another.',
      preached_on: '2026-10-04',
    }),
    draftSermon: await insert('sermons', {
      title: 'Draft on the Light of Zerubbabel',
      preacher: 'Pastor Kwadwó Mensah-Bonsu',
      summary: 'Unfinished notes about Zerubbabel.',
      published: false,
    }),
    event: await insert('events', {
      title: 'Couples’ Fellowship Dinner',
      location: 'Golden Tulip Hotel, Kumasi',
      category: 'Fellowship',
      description: 'An evening for married couples with music and a short talk.',
      starts_at: '2026-12-12T18:00:00Z',
    }),
    bodyOnly: await insert('announcements', {
      title: 'Choir rehearsal moves',
      summary: 'Rehearsals now start earlier.',
      content: 'Bring your hymnals; the fellowship hall is being painted.',
    }),
    expiredNotice: await insert('notices', {
      title: 'Expired notice about Zerubbabel',
      content: 'Old news.',
      publish_at: '2025-01-01T00:00:00Z',
      expires_at: '2025-02-01T00:00:00Z',
    }),
    leader: await insert('leaders', { name: 'Deaconess Abená Ofori', role: 'Children’s Ministry Leader' }),
    longNotice: await insert('notices', {
      title: 'Sunday traffic arrangements',
      content:
        'The car park by the main gate fills early on Sunday mornings, so ushers in yellow vests will wave you ' +
        'through to the overflow field behind the school block. Please follow the ushers and keep the lane to ' +
        'the Zephaniah classroom clear for the ambulance and for families with small children, who are dropped ' +
        'at the door. After the second service the field gate stays open until two in the afternoon, and the ' +
        'security team walks the rows until the last car has left the grounds.',
    }),
  };
}

for (const engine of ENGINES) {
  describe(`search_content on ${engine}`, () => {
    const handle = useEngine(engine);
    const users = useUsers(handle);

    /** Calls the function exactly as PostgREST's RPC would for `role`, with the fixtures in place. */
    const searchAs = (role: Role, q: string | null) =>
      rolledBack(handle.db, async (tx) => {
        const ids = await insertFixtures(tx);
        await becomeRole(tx, role, users());
        const { rows } = await tx.query<Hit>('select * from public.search_content($1)', [q]);
        return { ids, rows };
      });

    it('finds a sermon by its preacher, accents or not, and highlights the matched words', async () => {
      for (const q of ['Kwadwo Mensah', 'kwadwó', 'MENSAH-BONSU']) {
        const { ids, rows } = await searchAs('anon', q);
        const hit = rows.find((r) => r.id === ids.sermon);
        expect(hit, q).toMatchObject({ kind: 'sermon', title: 'Walking in the Light' });
        expect(hit!.detail).toContain('Kwadwó Mensah-Bonsu');
      }
      const { ids, rows } = await searchAs('anon', 'light');
      const hit = rows.find((r) => r.id === ids.sermon)!;
      expect(marked(hit.title_highlight)).toEqual(['Light']);
      expect(marked(hit.snippet)).toEqual(['light']);
      expect(unmarked(hit.title_highlight)).toBe(hit.title);
    });

    it('marks a snippet cut from a longer text with an ellipsis where words were left out, and no other', async () => {
      const middle = await searchAs('anon', 'Zephaniah');
      const cut = middle.rows.find((r) => r.id === middle.ids.longNotice)!;
      expect(marked(cut.snippet)).toEqual(['Zephaniah']);
      expect(cut.snippet).toMatch(/^… [a-z]/);
      expect(cut.snippet).toMatch(/[a-z] …$/);
      // At least ten of the text's words between the ellipses.
      const words = unmarked(cut.snippet).slice(2, -2);
      expect(words.split(' ').length).toBeGreaterThanOrEqual(10);

      // A text short enough to show whole (the sermon's summary) is shown as it is.
      const whole = await searchAs('anon', 'light');
      const sermon = whole.rows.find((r) => r.id === whole.ids.sermon)!;
      expect(unmarked(sermon.snippet)).toBe(
        'God is light; fellowship with Him changes how we treat one another.',
      );
      // Matched in its title only: the text's opening words, which go on.
      const titled = await searchAs('anon', 'arrangements');
      const opening = titled.rows.find((r) => r.id === titled.ids.longNotice)!;
      expect(opening.snippet).toMatch(/^The car park .* …$/);
    });

    it('finds an event by its place, with its start time', async () => {
      const { ids, rows } = await searchAs('anon', 'golden tulip');
      expect(rows.map((r) => r.id)).toEqual([ids.event]);
      expect(rows[0]).toMatchObject({ kind: 'event', detail: 'Golden Tulip Hotel, Kumasi · Fellowship' });
      expect(new Date(rows[0]!.dated!).toISOString()).toBe('2026-12-12T18:00:00.000Z');
    });

    it('never finds a draft or an expired notice, whoever asks', async () => {
      for (const role of ['anon', 'member', 'admin'] as const) {
        const { ids, rows } = await searchAs(role, 'Zerubbabel');
        expect(
          rows.map((r) => r.id),
          role,
        ).not.toContain(ids.draftSermon);
        expect(
          rows.map((r) => r.id),
          role,
        ).not.toContain(ids.expiredNotice);
      }
    });

    it('ranks a title match above a body match and stems English words', async () => {
      const { ids, rows } = await searchAs('anon', 'fellowships');
      const order = rows.map((r) => r.id);
      expect(order).toContain(ids.bodyOnly);
      expect(order.indexOf(ids.event)).toBeLessThan(order.indexOf(ids.bodyOnly));
      expect(rows.find((r) => r.id === ids.bodyOnly)!.rank).toBeLessThan(
        rows.find((r) => r.id === ids.event)!.rank,
      );
    });

    it('understands what people type: phrases, exclusions and "or"', async () => {
      const phrase = await searchAs('anon', '"walking in the light"');
      expect(phrase.rows.map((r) => r.id)).toEqual([phrase.ids.sermon]);
      const excluded = await searchAs('anon', 'fellowship -dinner');
      expect(excluded.rows.map((r) => r.id)).not.toContain(excluded.ids.event);
      expect(excluded.rows.map((r) => r.id)).toContain(excluded.ids.sermon);
      const either = await searchAs('anon', 'tulip or abena');
      expect(either.rows.map((r) => r.id).sort()).toEqual([either.ids.event, either.ids.leader].sort());
    });

    it('answers nothing for nothing to look for, and refuses text that is too long', async () => {
      for (const q of ['', '   ', 'the', '?!']) expect((await searchAs('anon', q)).rows).toEqual([]);
      for (const q of ['x'.repeat(201), null]) {
        const error = await sqlError(() => searchAs('anon', q));
        expect(error?.code).toBe('22023');
      }
    });

    it('keeps the index current as admins add, change and delete, and lets nobody write it', async () => {
      const found = await rolledBack(handle.db, async (tx) => {
        await becomeRole(tx, 'admin', users());
        const search = async (q: string) =>
          (await tx.query<Hit>('select id from public.search_content($1)', [q])).rows.map((r) => r.id);
        const { rows } = await tx.query<{ id: string }>(
          `insert into public.events (title, location, starts_at) values ('Hymn festival', 'Prempeh Hall', now()) returning id`,
        );
        const id = rows[0]!.id;
        const added = await search('Prempeh');
        await tx.query(`update public.events set location = 'Jubilee Park' where id = $1`, [id]);
        const moved = [await search('Prempeh'), await search('Jubilee')];
        await tx.query(`delete from public.events where id = $1`, [id]);
        return { id, added, moved, deleted: await search('Jubilee') };
      });
      expect(found.added).toEqual([found.id]);
      expect(found.moved).toEqual([[], [found.id]]);
      expect(found.deleted).toEqual([]);

      for (const role of ['anon', 'member', 'admin'] as const) {
        const refusal = await rolledBack(handle.db, async (tx) => {
          await becomeRole(tx, role, users());
          return sqlError(() =>
            tx.query(
              `insert into search.documents (kind, id, document) values ('event', gen_random_uuid(), 'x')`,
            ),
          );
        });
        expect(refusal?.code, role).toBe('42501');
      }
    });

    it('answers a visitor from the search index, not by reading every row', async () => {
      const scans = await rolledBack(handle.db, async (tx) => {
        await insertFixtures(tx);
        // Earlier calls in this session left plans made for a few rows (sequential scans) in the cache.
        await tx.query(`discard plans`);
        await tx.query(`set local enable_seqscan = off`);
        const before = await tx.query<{ n: number }>(
          `select pg_stat_get_xact_numscans('search.documents_document_idx'::regclass)::int as n`,
        );
        await becomeRole(tx, 'anon', users());
        await tx.query(`select * from public.search_content('fellowship')`);
        await tx.query(`reset role`);
        const after = await tx.query<{ n: number }>(
          `select pg_stat_get_xact_numscans('search.documents_document_idx'::regclass)::int as n`,
        );
        return after.rows[0]!.n - before.rows[0]!.n;
      });
      expect(scans).toBe(1);
    });
  });
}
