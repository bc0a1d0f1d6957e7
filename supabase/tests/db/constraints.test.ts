import { describe, expect, it } from 'vitest';
import { insertRow } from '../../db/rows.ts';
import { rolledBack, sqlError } from './helpers/as-role.ts';
import { ENGINES, useEngine } from './helpers/engines.ts';

const file = {
  title: 'Slides',
  storage_path: 'a/b.pdf',
  file_name: 'b.pdf',
  file_size: 1,
  mime_type: 'application/pdf',
};

/** What pages must never show, and the constraint that refuses it. */
const BAD_ROWS: [string, string, Record<string, unknown>, string][] = [
  ['empty announcement title', 'announcements', { title: '   ' }, 'announcements_title_not_empty'],
  ['empty event title', 'events', { title: '', starts_at: '2026-01-01T10:00Z' }, 'events_title_not_empty'],
  [
    'event ending before it starts',
    'events',
    { title: 'Backwards', starts_at: '2026-01-01T10:00Z', ends_at: '2026-01-01T09:59Z' },
    'events_ends_at_not_before_starts_at',
  ],
  ['empty leader name', 'leaders', { name: ' ' }, 'leaders_name_not_empty'],
  ['empty ministry name', 'ministries', { name: '' }, 'ministries_name_not_empty'],
  [
    'album title of line breaks only',
    'gallery_albums',
    { title: '\n\r\n' },
    'gallery_albums_title_not_empty',
  ],
  ['empty album title', 'gallery_albums', { title: '' }, 'gallery_albums_title_not_empty'],
  ['empty notice title', 'notices', { title: '' }, 'notices_title_not_empty'],
  [
    'notice expiring before it is published',
    'notices',
    { title: 'Odd', publish_at: '2026-02-01T00:00Z', expires_at: '2026-01-01T00:00Z' },
    'notices_expires_at_after_publish_at',
  ],
  ['empty milestone title', 'milestones', { year: 2000, title: '' }, 'milestones_title_not_empty'],
  ['milestone in year 20', 'milestones', { year: 20, title: 'Typo' }, 'milestones_year_in_range'],
  ['empty sermon title', 'sermons', { title: '\t' }, 'sermons_title_not_empty'],
  ['empty welcome title', 'welcome_section', { title: '' }, 'welcome_section_title_not_empty'],
  [
    'negative file size',
    'sermon_presentations',
    { ...file, file_size: -1 },
    'sermon_presentations_file_size_not_negative',
  ],
  [
    'unknown MIME type',
    'sermon_presentations',
    { ...file, mime_type: 'application/x-msdownload' },
    'sermon_presentations_mime_type_known',
  ],
  [
    'empty presentation title',
    'sermon_presentations',
    { ...file, title: '' },
    'sermon_presentations_title_not_empty',
  ],
  [
    'empty storage path',
    'sermon_presentations',
    { ...file, storage_path: ' ' },
    'sermon_presentations_storage_path_not_empty',
  ],
  [
    'message without sender name',
    'contact_messages',
    { name: ' ', email: 'a@example.com', message: 'Hi' },
    'contact_messages_name_not_empty',
  ],
  [
    'message with a malformed e-mail',
    'contact_messages',
    { name: 'A', email: 'not-an-email', message: 'Hi' },
    'contact_messages_email_valid',
  ],
  [
    'empty message',
    'contact_messages',
    { name: 'A', email: 'a@example.com', message: '  ' },
    'contact_messages_message_not_empty',
  ],
  [
    'message longer than 5000 characters',
    'contact_messages',
    { name: 'A', email: 'a@example.com', message: 'x'.repeat(5001) },
    'contact_messages_message_not_empty',
  ],
];

describe.each(ENGINES)('constraints on %s', (engineName) => {
  const engine = useEngine(engineName);

  it.each(BAD_ROWS)('rejects %s', async (_label, table, row, constraint) => {
    const error = await rolledBack(engine.db, async (tx) => {
      const sermon = await insertRow(tx, 'sermons', { title: 'Parent' });
      return sqlError(() =>
        insertRow(tx, table, table === 'sermon_presentations' ? { ...row, sermon_id: sermon } : row),
      );
    });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain(`"${constraint}"`);
  });

  it('accepts the same rows once they are valid', async () => {
    await rolledBack(engine.db, async (tx) => {
      const sermon = await insertRow(tx, 'sermons', { title: 'Parent' });
      await insertRow(tx, 'events', {
        title: 'Point in time',
        starts_at: '2026-01-01T10:00Z',
        ends_at: '2026-01-01T10:00Z',
      });
      await insertRow(tx, 'sermon_presentations', { ...file, file_size: 0, sermon_id: sermon });
      await insertRow(tx, 'contact_messages', {
        name: 'A',
        email: 'a@example.com',
        message: 'x'.repeat(5000),
      });
    });
  });

  it('keeps a single welcome section', async () => {
    const error = await rolledBack(engine.db, async (tx) => {
      await insertRow(tx, 'welcome_section', { title: 'One' });
      return sqlError(() => insertRow(tx, 'welcome_section', { title: 'Two' }));
    });
    expect(error?.code).toBe('23505');
    expect(error?.message).toContain('welcome_section_single_row');
  });

  it('stamps updated_at on every change', async () => {
    const [before, after] = await rolledBack(engine.db, async (tx) => {
      const id = await insertRow(tx, 'leaders', { name: 'Timer', updated_at: '2000-01-01T00:00Z' });
      await tx.query(`update public.leaders set role = 'Elder' where id = $1`, [id]);
      const { rows } = await tx.query<{ updated_at: Date }>(
        'select updated_at from public.leaders where id = $1',
        [id],
      );
      return [new Date('2000-01-01T00:00Z'), new Date(rows[0]!.updated_at)];
    });
    expect(after.getTime()).toBeGreaterThan(before.getTime());
  });

  it('removes a sermon’s presentations and an album’s photos with it', async () => {
    const counts = await rolledBack(engine.db, async (tx) => {
      const sermon = await insertRow(tx, 'sermons', { title: 'Gone' });
      await insertRow(tx, 'sermon_presentations', { ...file, sermon_id: sermon });
      const album = await insertRow(tx, 'gallery_albums', { title: 'Gone' });
      await insertRow(tx, 'gallery_photos', { album_id: album, image_url: 'https://example.com/x.jpg' });
      await tx.query('delete from public.sermons where id = $1', [sermon]);
      await tx.query('delete from public.gallery_albums where id = $1', [album]);
      const left = await tx.query<{ n: number }>(
        `select (select count(*) from public.sermon_presentations where sermon_id = $1)::int
              + (select count(*) from public.gallery_photos where album_id = $2)::int as n`,
        [sermon, album],
      );
      return left.rows[0]!.n;
    });
    expect(counts).toBe(0);
  });
});
