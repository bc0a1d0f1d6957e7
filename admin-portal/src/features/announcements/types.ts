import type { TableRow } from '../../lib/database';

export type Announcement = TableRow<'announcements'>;
