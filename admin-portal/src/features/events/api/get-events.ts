import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { ChurchEvent } from '../types';
import { eventKeys } from './keys';

/** Every row, drafts included (RLS shows admins all of them). */
export const getEvents = () =>
  rowsOf<ChurchEvent>(db().from('events').select('*').order('starts_at', { ascending: false }));

export const eventsQueryOptions = () => queryOptions({ queryKey: eventKeys.adminList(), queryFn: getEvents });

export const useEvents = () => useQuery(eventsQueryOptions());
