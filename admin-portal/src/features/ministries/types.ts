import type { TableRow } from '../../lib/database';

export type Ministry = TableRow<'ministries'>;
