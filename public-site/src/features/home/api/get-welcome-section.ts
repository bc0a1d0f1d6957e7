import { db } from '../../../lib/database';
import { queryOptions, useQuery } from 'shared-ui/query';
import { rowOf } from 'shared-auth';
import type { WelcomeSection } from '../../../types/content';
import { welcomeKeys } from './keys';

export function getWelcomeSection(): Promise<WelcomeSection | null> {
  return rowOf(
    db().from('welcome_section').select('*').eq('published', true).limit(1).maybeSingle<WelcomeSection>(),
  );
}

export const welcomeSectionQuery = () =>
  queryOptions({ queryKey: welcomeKeys.detail('current'), queryFn: getWelcomeSection });

export const useWelcomeSection = () => useQuery(welcomeSectionQuery());
