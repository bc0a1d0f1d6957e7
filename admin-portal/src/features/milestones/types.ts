import type { TableRow } from '../../lib/database';

export type Milestone = TableRow<'milestones'>;
