import {
  publicObjectUrl,
  sermonsDomain,
  type SermonPresentation,
  type SermonWithPresentations,
} from 'shared-ui/data';
import { supabaseSettings } from 'shared-ui/connection';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';

export const getSermon = (id: string | undefined) =>
  getPublishedRow<'sermons', SermonWithPresentations>('sermons', id, 'sermon_presentations(*)');

export const sermonQuery = (id: string | undefined) =>
  queryOptions({ queryKey: sermonsDomain.keys.detail(id ?? ''), queryFn: () => getSermon(id) });

export const useSermon = (id: string | undefined) => useQuery(sermonQuery(id));

/** A link that downloads the file under its original name. */
export function presentationDownloadUrl(file: SermonPresentation): string {
  return publicObjectUrl(supabaseSettings().url, 'sermon-presentations', file.storage_path, file.file_name);
}
