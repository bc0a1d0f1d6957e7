import type { TableRow } from '../../lib/database';

export type ChurchEvent = TableRow<'events'>;
