import { db, writtenRow, writtenRows } from '../../../lib/supabase';

/**
 * The writes every content table shares. Each returns what the server wrote (`.select()`), so a
 * write RLS refused is an error here, not a silent success.
 */
export function tableWrites<Row>(table: string) {
  return {
    create: (payload: Record<string, unknown>) =>
      writtenRow<Row>(db().from(table).insert(payload).select(), 'new item'),
    update: (id: string, payload: Record<string, unknown>) =>
      writtenRow<Row>(db().from(table).update(payload).eq('id', id).select(), 'change'),
    remove: (id: string) => writtenRow<Row>(db().from(table).delete().eq('id', id).select(), 'deletion'),
    reorder: async (changes: { id: string; display_order: number }[]) => {
      await Promise.all(
        changes.map(({ id, display_order }) =>
          writtenRows(db().from(table).update({ display_order }).eq('id', id).select('id'), 'new order'),
        ),
      );
    },
  };
}
