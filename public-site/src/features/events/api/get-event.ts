import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/supabase-result';
import type { ChurchEvent } from '../../../types/content';
import { eventKeys } from './keys';

export const getEvent = (id: string | undefined) => getPublishedRow<ChurchEvent>('events', id);

export const eventQuery = (id: string | undefined) =>
  queryOptions({ queryKey: eventKeys.detail(id ?? ''), queryFn: () => getEvent(id) });

export const useEvent = (id: string | undefined) => useQuery(eventQuery(id));
