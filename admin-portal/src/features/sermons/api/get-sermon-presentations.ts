import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf, sermonsDomain, type SermonPresentation } from 'shared-ui/data';
import { db } from '../../../lib/supabase';

export const getSermonPresentations = (sermonId: string) =>
  rowsOf<SermonPresentation>(
    db().from('sermon_presentations').select('*').eq('sermon_id', sermonId).order('created_at'),
  );

export const sermonPresentationsQueryOptions = (sermonId: string) =>
  queryOptions({
    queryKey: [...sermonsDomain.keys.adminDetail(sermonId), 'presentations'],
    queryFn: () => getSermonPresentations(sermonId),
  });

export const useSermonPresentations = (sermonId: string) =>
  useQuery(sermonPresentationsQueryOptions(sermonId));
