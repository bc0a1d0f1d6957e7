import { eventsDomain } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-ui/data';
import { db } from '../../../lib/supabase';

/** The event's exceptions (cancelled, moved or retitled dates), in date order. */
export const getEventExceptions = (eventId: string) =>
  rowsOf(
    db()
      .from('event_exceptions')
      .select('*')
      .eq('event_id', eventId)
      .order('occurrence_start', { ascending: true }),
  );

export const eventExceptionsQuery = (eventId: string) =>
  queryOptions({
    queryKey: [...eventsDomain.keys.detail(eventId), 'exceptions'],
    queryFn: () => getEventExceptions(eventId),
  });

export const useEventExceptions = (eventId: string) => useQuery(eventExceptionsQuery(eventId));
