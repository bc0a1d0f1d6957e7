import type { TableName } from 'shared-ui/data';

/** What the dashboard summarises: each table, what to call it, where it is managed, its title column. */
export const CONTENT_TABLES = [
  { table: 'announcements', label: 'Announcements', to: '/admin/announcements', title: 'title' },
  { table: 'events', label: 'Events', to: '/admin/events', title: 'title' },
  { table: 'leaders', label: 'Leaders', to: '/admin/leaders', title: 'name' },
  { table: 'ministries', label: 'Ministries', to: '/admin/ministries', title: 'name' },
  { table: 'gallery_albums', label: 'Gallery albums', to: '/admin/gallery', title: 'title' },
  { table: 'gallery_photos', label: 'Gallery photos', to: '/admin/gallery', title: 'caption' },
  { table: 'notices', label: 'Notices', to: '/admin/notice-board', title: 'title' },
  { table: 'milestones', label: 'Milestones', to: '/admin/milestones', title: 'title' },
  { table: 'sermons', label: 'Sermons', to: '/admin/sermon-powerpoints', title: 'title' },
  { table: 'sermon_presentations', label: 'Sermon files', to: '/admin/sermon-powerpoints', title: 'title' },
  { table: 'welcome_section', label: 'Welcome section', to: '/admin/welcome', title: 'title' },
] as const satisfies readonly { table: TableName; label: string; to: string; title: string }[];

export type ContentTable = (typeof CONTENT_TABLES)[number];

/** The entry for a table named in history or Trash, if it is content the dashboard knows. */
export const contentTableOf = (table: string): ContentTable | undefined =>
  CONTENT_TABLES.find((entry) => entry.table === table);
