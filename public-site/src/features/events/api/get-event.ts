import { eventsDomain } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';
import { EXCEPTIONS_EMBED, type PublicEvent } from './get-events';

export const getEvent = (id: string | undefined) =>
  getPublishedRow<'events', PublicEvent>('events', id, EXCEPTIONS_EMBED);

export const eventQuery = (id: string | undefined) =>
  queryOptions({ queryKey: eventsDomain.keys.detail(id ?? ''), queryFn: () => getEvent(id) });

export const useEvent = (id: string | undefined) => useQuery(eventQuery(id));
