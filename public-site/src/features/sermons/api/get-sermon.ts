import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow, publicStorageUrl } from '../../../lib/supabase-result';
import type { SermonPresentation, SermonWithPresentations } from '../../../types/content';
import { sermonKeys } from './keys';

export const PRESENTATIONS_BUCKET = 'sermon-presentations';

export const getSermon = (id: string | undefined) =>
  getPublishedRow<SermonWithPresentations>('sermons', id, '*, sermon_presentations(*)');

export const sermonQuery = (id: string | undefined) =>
  queryOptions({ queryKey: sermonKeys.detail(id ?? ''), queryFn: () => getSermon(id) });

export const useSermon = (id: string | undefined) => useQuery(sermonQuery(id));

/** A link that downloads the file under its original name. */
export function presentationDownloadUrl(file: SermonPresentation): string {
  return publicStorageUrl(PRESENTATIONS_BUCKET, file.storage_path, file.file_name);
}
