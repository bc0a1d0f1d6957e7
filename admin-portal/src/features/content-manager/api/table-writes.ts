import type { Insert, Row, Update, ContentTableName } from 'shared-ui/data';
import { anyTable, writtenRow, writtenRows } from '../../../lib/supabase';
import type { OrderChange } from './reorder';

/**
 * The writes every content table shares, typed by the table. Each returns what the server wrote
 * (`.select()`), so a write RLS refused is an error here, not a silent success.
 */
export function tableWrites<T extends ContentTableName>(table: T) {
  const rows = () => anyTable().from(table);
  return {
    create: (payload: Insert<T>) => writtenRow<Row<T>>(rows().insert(payload).select(), 'new item'),
    update: (id: string, payload: Update<T>) =>
      writtenRow<Row<T>>(rows().update(payload).eq('id', id).select(), 'change'),
    remove: (id: string) => writtenRow<Row<T>>(rows().delete().eq('id', id).select(), 'deletion'),
    /** New places in a hand-ordered table (only the rows whose place changed). */
    reorder: async (changes: OrderChange[]) => {
      await Promise.all(
        changes.map(({ id, display_order }) =>
          writtenRows(rows().update({ display_order }).eq('id', id).select('id'), 'new order'),
        ),
      );
    },
  };
}
