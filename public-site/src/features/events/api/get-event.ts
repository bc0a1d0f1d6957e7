import { eventsDomain, type ChurchEvent } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';

export const getEvent = (id: string | undefined) => getPublishedRow<'events', ChurchEvent>('events', id);

export const eventQuery = (id: string | undefined) =>
  queryOptions({ queryKey: eventsDomain.keys.detail(id ?? ''), queryFn: () => getEvent(id) });

export const useEvent = (id: string | undefined) => useQuery(eventQuery(id));
