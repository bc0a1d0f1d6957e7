import type { TableRow } from '../../lib/database';

export type Notice = TableRow<'notices'>;
