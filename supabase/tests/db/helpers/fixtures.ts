import type { Queryable } from '../../../db/database.ts';
import { insertRow } from '../../../db/rows.ts';
import type { Users } from './as-role.ts';

const hour = 60 * 60 * 1000;
const iso = (offsetHours: number) => new Date(Date.now() + offsetHours * hour).toISOString();

export interface Fixture {
  /** Rows a visitor may see. */
  visible: string[];
  /** Rows only an admin may see. */
  hidden: string[];
  /** Parent ids the table's new rows need. */
  parents: Record<string, string>;
}

export interface TableCase {
  table: string;
  /** Inserts (as the table owner) rows visible to visitors and rows hidden from them. */
  fixture(tx: Queryable, users: Users): Promise<Fixture>;
  /** A valid new row for an insert attempt. */
  newRow(parents: Record<string, string>, users: Users): Record<string, unknown>;
  /** A column and value an update attempt sets. */
  update: [string, unknown];
  /** Insert attempts start from an empty table (welcome_section holds one row at most). */
  insertIntoEmptyTable?: boolean;
}

// As text: history tables have bigint ids, which the engines decode differently.
const ids = async (tx: Queryable, table: string, rows: Record<string, unknown>[]) =>
  Promise.all(rows.map(async (row) => String(await insertRow(tx, table, row))));

/**
 * A table holding one row, created by the migration: everyone reads it, only admins change it, nobody
 * adds or removes one.
 */
const singleton = (table: string, row: Record<string, unknown>, update: [string, unknown]): TableCase => ({
  table,
  async fixture(tx) {
    const { rows } = await tx.query<{ id: string }>(`select id from public.${table}`);
    return { visible: rows.map((r) => r.id), hidden: [], parents: {} };
  },
  newRow: () => ({ ...row }),
  update,
  insertIntoEmptyTable: true,
});

/** Rows of a scheduled table that visitors may see, and rows only admins see. */
export const SCHEDULE_CASES = {
  visible: [{ published: true }, { published: true, publish_at: iso(-48), expires_at: iso(48) }],
  hidden: [
    { published: false },
    { published: false, publish_at: iso(-48) },
    { published: true, publish_at: iso(1) },
    { published: true, publish_at: iso(-48), expires_at: iso(-1) },
  ],
};

/**
 * Tables whose rows are visible exactly while published, past `publish_at` and before `expires_at`
 * (`scheduled: false`: only `published` counts).
 */
function publishedTable(
  table: string,
  base: Record<string, unknown>,
  update: [string, unknown],
  { scheduled = true } = {},
): TableCase {
  return {
    table,
    async fixture(tx) {
      const cases = scheduled
        ? SCHEDULE_CASES
        : { visible: [{ published: true }], hidden: [{ published: false }] };
      return {
        visible: await ids(
          tx,
          table,
          cases.visible.map((c) => ({ ...base, ...c })),
        ),
        hidden: await ids(
          tx,
          table,
          cases.hidden.map((c) => ({ ...base, ...c })),
        ),
        parents: {},
      };
    },
    newRow: () => ({ ...base, published: true }),
    update,
  };
}

const title = (t: string) => ({ title: t });

export const TABLE_CASES: TableCase[] = [
  {
    // welcome_section holds one row (welcome_section_single_row): the fixture is the published row;
    // the unpublished case has its own test.
    table: 'welcome_section',
    async fixture(tx) {
      return {
        visible: await ids(tx, 'welcome_section', [{ title: 'Welcome', published: true }]),
        hidden: [],
        parents: {},
      };
    },
    newRow: () => ({ title: 'Welcome' }),
    update: ['title', 'Changed'],
    insertIntoEmptyTable: true,
  },
  publishedTable('announcements', title('Announcement'), ['title', 'Changed'], { scheduled: false }),
  publishedTable('events', { title: 'Event', starts_at: iso(24), ends_at: iso(26) }, ['location', 'Hall']),
  publishedTable('leaders', { name: 'A. Leader' }, ['role', 'Elder']),
  publishedTable('ministries', { name: 'Ministry' }, ['schedule', 'Fridays']),
  publishedTable('gallery_albums', title('Album'), ['description', 'Changed']),
  publishedTable('milestones', { year: 2000, title: 'Milestone' }, ['description', 'Changed']),
  publishedTable('sermons', title('Sermon'), ['preacher', 'Someone']),
  {
    table: 'notices',
    async fixture(tx) {
      return {
        visible: await ids(tx, 'notices', [
          { title: 'Pinned', pinned: true },
          { title: 'Expires later', expires_at: iso(48) },
        ]),
        hidden: await ids(tx, 'notices', [
          { title: 'Draft', published: false },
          { title: 'Expired', publish_at: iso(-72), expires_at: iso(-1) },
        ]),
        parents: {},
      };
    },
    newRow: () => ({ title: 'New notice' }),
    update: ['pinned', true],
  },
  {
    table: 'gallery_photos',
    async fixture(tx) {
      const [open, ...closed] = await ids(tx, 'gallery_albums', [
        { title: 'Open album', ...SCHEDULE_CASES.visible[0] },
        ...SCHEDULE_CASES.hidden.map((c) => ({ title: 'Closed album', ...c })),
      ]);
      return {
        visible: await ids(tx, 'gallery_photos', [
          { album_id: open, image_url: 'https://example.com/a.jpg' },
        ]),
        hidden: await ids(
          tx,
          'gallery_photos',
          closed.map((album_id) => ({ album_id, image_url: 'https://example.com/b.jpg' })),
        ),
        parents: { album_id: open! },
      };
    },
    newRow: (p) => ({ album_id: p.album_id, image_url: 'https://example.com/c.jpg' }),
    update: ['caption', 'Changed'],
  },
  {
    table: 'sermon_presentations',
    async fixture(tx) {
      const [open, ...closed] = await ids(tx, 'sermons', [
        { title: 'Open sermon', ...SCHEDULE_CASES.visible[0] },
        ...SCHEDULE_CASES.hidden.map((c) => ({ title: 'Closed sermon', ...c })),
      ]);
      const file = {
        title: 'Slides',
        storage_path: 'x/slides.pdf',
        file_name: 'slides.pdf',
        file_size: 10,
        mime_type: 'application/pdf',
      };
      return {
        visible: await ids(tx, 'sermon_presentations', [{ ...file, sermon_id: open }]),
        hidden: await ids(
          tx,
          'sermon_presentations',
          closed.map((sermon_id) => ({ ...file, sermon_id })),
        ),
        parents: { sermon_id: open! },
      };
    },
    newRow: (p) => ({
      sermon_id: p.sermon_id,
      title: 'More slides',
      storage_path: 'x/more.pdf',
      file_name: 'more.pdf',
      file_size: 1,
      mime_type: 'application/pdf',
    }),
    update: ['title', 'Changed'],
  },
  ...['content_revisions', 'content_trash'].map((table): TableCase => {
    const entry = (data: Record<string, unknown>) => ({
      table_name: 'events',
      row_id: crypto.randomUUID(),
      data,
      ...(table === 'content_revisions' ? { action: 'insert' } : {}),
    });
    return {
      // Written only by triggers: the fixture inserts as the owner, as a trigger would.
      table,
      fixture: async (tx) => ({
        visible: [],
        hidden: await ids(tx, table, [entry({ n: 1 }), entry({ n: 2 })]),
        parents: {},
      }),
      newRow: () => entry({}),
      update: ['table_name', 'leaders'],
    };
  }),
  singleton('church_settings', { phone: '+233 24 000 0000' }, ['phone', '+233 24 111 2222']),
  singleton('visit_page', { intro: 'Welcome' }, ['parking', 'In the church yard']),
  {
    table: 'event_exceptions',
    async fixture(tx) {
      const weekly = { starts_at: '2026-12-06T08:00:00Z', rrule: 'FREQ=WEEKLY;BYDAY=SU' };
      const [open, draft] = await ids(tx, 'events', [
        { ...weekly, title: 'Open series', published: true },
        { ...weekly, title: 'Draft series', published: false },
      ]);
      const cancelled = { occurrence_start: '2026-12-13T08:00:00Z', cancelled: true };
      return {
        visible: await ids(tx, 'event_exceptions', [{ ...cancelled, event_id: open }]),
        hidden: await ids(tx, 'event_exceptions', [{ ...cancelled, event_id: draft }]),
        parents: { event_id: open! },
      };
    },
    newRow: (p) => ({
      event_id: p.event_id,
      occurrence_start: '2026-12-20T08:00:00Z',
      title: 'Carol service',
    }),
    update: ['note', 'Changed'],
  },
  {
    // One row that everyone reads; admins change it but never delete it.
    table: 'podcast_settings',
    async fixture(tx) {
      await tx.query('delete from public.podcast_settings');
      return {
        visible: await ids(tx, 'podcast_settings', [
          { title: 'Sermons', description: 'Sermons', author: 'PIWC' },
        ]),
        hidden: [],
        parents: {},
      };
    },
    newRow: () => ({ title: 'Sermons', description: 'Sermons', author: 'PIWC' }),
    update: ['title', 'Changed'],
    insertIntoEmptyTable: true,
  },
  {
    table: 'contact_messages',
    async fixture(tx) {
      return {
        visible: [],
        hidden: await ids(tx, 'contact_messages', [
          { name: 'Visitor', email: 'v@example.com', message: 'Hello' },
          { name: 'Visitor 2', email: 'w@example.com', message: 'Hi', handled: true },
        ]),
        parents: {},
      };
    },
    newRow: () => ({ name: 'Ama', email: 'ama@example.com', message: 'When is the next service?' }),
    update: ['handled', true],
  },
  {
    table: 'user_roles',
    async fixture(tx, users) {
      const own = await tx.query<{ id: string }>('select id from public.user_roles where user_id = $1', [
        users.adminId,
      ]);
      const other = await tx.query<{ id: string }>('select id from public.user_roles where user_id = $1', [
        users.otherAdminId,
      ]);
      // "visible" here means: readable by the admin it belongs to (no one else reads roles).
      return { visible: own.rows.map((r) => r.id), hidden: other.rows.map((r) => r.id), parents: {} };
    },
    newRow: (_p, users) => ({ user_id: users.memberId, role: 'admin' }),
    update: ['role', 'admin'],
  },
];
