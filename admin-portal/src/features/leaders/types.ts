import type { TableRow } from '../../lib/database';

export type Leader = TableRow<'leaders'>;
