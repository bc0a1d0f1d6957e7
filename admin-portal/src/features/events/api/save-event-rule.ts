import { writtenRow, db } from '../../../lib/supabase';

/**
 * The event's repeat rule (null: it happens once). The database checks the rule again (check_event_rule)
 * and bumps the event's calendar_sequence, so subscribed calendars pick the change up.
 */
export const saveEventRule = (eventId: string, rrule: string | null) =>
  writtenRow(db().from('events').update({ rrule }).eq('id', eventId).select(), 'repeat rule');
