import { getPublicClient } from 'shared-ui/connection';
import { rowOf, visitPageDomain, type VisitPageTexts } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';

/** The words of "Plan your visit": one row, which the office edits at /admin/visit. */
export const getVisitPage = () =>
  rowOf(
    getPublicClient().from(visitPageDomain.table).select('*').limit(1).maybeSingle(),
  ) as Promise<VisitPageTexts | null>;

export const visitPageQuery = () =>
  queryOptions({ queryKey: visitPageDomain.keys.detail('current'), queryFn: getVisitPage });

export const useVisitPage = () => useQuery(visitPageQuery());
