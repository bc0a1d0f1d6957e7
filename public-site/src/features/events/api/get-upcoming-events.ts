import { queryOptions, useQuery } from 'shared-ui/query';
import { db } from '../../../lib/database';
import { rowsOf } from 'shared-auth';
import type { ChurchEvent } from '../../../types/content';
import { eventKeys } from './keys';

/** The next few events that have not ended yet (an event without an end is over once it starts). */
export function getUpcomingEvents(limit: number): Promise<ChurchEvent[]> {
  const now = new Date().toISOString();
  return rowsOf(
    db()
      .from('events')
      .select('*')
      .eq('published', true)
      .or(`ends_at.gte.${now},starts_at.gte.${now}`)
      .order('starts_at', { ascending: true })
      .limit(limit),
  );
}

export const upcomingEventsQuery = (limit = 3) =>
  queryOptions({ queryKey: eventKeys.list({ upcoming: limit }), queryFn: () => getUpcomingEvents(limit) });

export const useUpcomingEvents = (limit?: number) => useQuery(upcomingEventsQuery(limit));
