import type { TableRow } from '../../lib/database';

export type ContactMessage = TableRow<'contact_messages'>;
