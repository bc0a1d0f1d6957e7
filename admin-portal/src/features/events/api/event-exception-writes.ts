import type { Insert } from 'shared-ui/data';
import { db, writtenRow } from '../../../lib/supabase';

export type ExceptionChange = Omit<Insert<'event_exceptions'>, 'id' | 'created_at' | 'updated_at'>;

/**
 * Cancels, moves or retitles one date: one row per date (unique on event and rule start), so changing a
 * date already changed replaces what was said about it.
 */
export const saveEventException = (change: ExceptionChange) =>
  writtenRow(
    db().from('event_exceptions').upsert(change, { onConflict: 'event_id,occurrence_start' }).select(),
    'change to this date',
  );

/** Back to what the rule says for that date. */
export const removeEventException = (id: string) =>
  writtenRow(db().from('event_exceptions').delete().eq('id', id).select(), 'restored date');
