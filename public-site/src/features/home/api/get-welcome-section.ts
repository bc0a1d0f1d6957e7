import { rowOf, welcomeDomain, type WelcomeSection } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { publishedRows } from '../../../lib/published-rows';

export const getWelcomeSection = () =>
  rowOf(publishedRows('welcome_section').limit(1).maybeSingle<WelcomeSection>());

export const welcomeSectionQuery = () =>
  queryOptions({ queryKey: welcomeDomain.keys.detail('current'), queryFn: getWelcomeSection });

export const useWelcomeSection = () => useQuery(welcomeSectionQuery());
