import type { TableRow } from '../../lib/database';

export type Sermon = TableRow<'sermons'>;
export type SermonPresentation = TableRow<'sermon_presentations'>;
