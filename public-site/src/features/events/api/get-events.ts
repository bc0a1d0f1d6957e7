import { eventsDomain, rowsOf, type ChurchEvent } from 'shared-ui/data';
import { getPublicClient } from 'shared-ui/connection';
import type { EventException } from 'shared-ui/occurrences';
import { queryOptions, useQuery } from 'shared-ui/query';

/** An event as the public pages read it: with its exceptions, so its occurrences are computed here. */
export type PublicEvent = ChurchEvent & { event_exceptions: EventException[] };

/** The exceptions embedded in each events row (what the occurrence module reads of them). */
export const EXCEPTIONS_EMBED =
  'event_exceptions(occurrence_start,cancelled,starts_at,ends_at,title,location,note)';

/**
 * Every published event with its exceptions. The rows are few (a series is one row however long it runs),
 * so the page expands them over whatever window it shows without asking again.
 */
export const getEvents = (): Promise<PublicEvent[]> =>
  rowsOf(
    getPublicClient()
      .from('events')
      .select(`*, ${EXCEPTIONS_EMBED}`)
      .filter('published', 'eq', true)
      .order('starts_at', { ascending: true }),
  );

export const eventsQuery = () =>
  queryOptions({ queryKey: eventsDomain.keys.list({ occurrences: true }), queryFn: getEvents });

export const useEvents = () => useQuery(eventsQuery());
