import { eventsDomain, rowsOf, type ChurchEvent } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

export const getEvents = () => rowsOf(publishedRows('events').order('starts_at', { ascending: true }));

export const eventsQuery = () => queryOptions({ queryKey: eventsDomain.keys.list({}), queryFn: getEvents });

export const useEvents = () => useQuery(eventsQuery());

/** Upcoming (not yet over) soonest first, then past ones most recent first: nearest to today first. */
export function splitEvents(events: ChurchEvent[], now: Date = new Date()) {
  const isOver = (e: ChurchEvent) => new Date(e.ends_at ?? e.starts_at).getTime() < now.getTime();
  const byStart = (a: ChurchEvent, b: ChurchEvent) => a.starts_at.localeCompare(b.starts_at);
  return {
    upcoming: events.filter((e) => !isOver(e)).sort(byStart),
    past: events.filter(isOver).sort((a, b) => byStart(b, a)),
  };
}
