import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { WelcomeSection } from '../types';
import { welcomeKeys } from './keys';

/** The table holds at most one row (a unique index); none yet means the form creates it. */
export const getWelcomeSection = () =>
  rowsOf<WelcomeSection>(db().from('welcome_section').select('*').limit(1));

export const welcomeSectionQueryOptions = () =>
  queryOptions({ queryKey: welcomeKeys.adminList(), queryFn: getWelcomeSection });

export const useWelcomeSection = () => useQuery(welcomeSectionQueryOptions());
