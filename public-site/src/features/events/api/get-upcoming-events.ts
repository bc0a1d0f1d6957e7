import { eventsDomain, rowsOf } from 'shared-ui/data';
import { queryOptions, useQuery, type ReadOptions } from 'shared-ui/query';
import { minuteNow } from 'shared-ui/minute-now';
import { publishedRows } from '../../../lib/published-rows';

/** The next few events that have not ended yet (an event without an end is over once it starts). */
export function getUpcomingEvents(limit: number) {
  const now = minuteNow();
  return rowsOf(
    publishedRows('events')
      .or(`ends_at.gte.${now},starts_at.gte.${now}`)
      .order('starts_at', { ascending: true })
      .limit(limit),
  );
}

export const upcomingEventsQuery = (limit = 3) =>
  queryOptions({
    queryKey: eventsDomain.keys.list({ upcoming: limit }),
    queryFn: () => getUpcomingEvents(limit),
  });

export const useUpcomingEvents = (limit?: number, options?: ReadOptions) =>
  useQuery({ ...upcomingEventsQuery(limit), ...options });
