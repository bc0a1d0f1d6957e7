import { queryOptions, useQuery } from 'shared-ui/query';
import { rowsOf } from 'shared-auth';
import { db } from '../../../lib/supabase';
import type { SermonPresentation } from '../types';
import { sermonKeys } from './keys';

export const getSermonPresentations = (sermonId: string) =>
  rowsOf<SermonPresentation>(
    db().from('sermon_presentations').select('*').eq('sermon_id', sermonId).order('created_at'),
  );

export const sermonPresentationsQueryOptions = (sermonId: string) =>
  queryOptions({
    queryKey: [...sermonKeys.adminDetail(sermonId), 'presentations'],
    queryFn: () => getSermonPresentations(sermonId),
  });

export const useSermonPresentations = (sermonId: string) =>
  useQuery(sermonPresentationsQueryOptions(sermonId));
