import { noticesDomain, type Notice } from 'shared-ui/data';
import { queryOptions, useQuery } from 'shared-ui/query';
import { getPublishedRow } from '../../../lib/published-rows';

/** An expired notice is gone for visitors, also when its address is known. */
export async function getNotice(id: string | undefined): Promise<Notice | null> {
  const notice = await getPublishedRow<'notices', Notice>('notices', id);
  if (notice?.expires_at && new Date(notice.expires_at).getTime() <= Date.now()) return null;
  return notice;
}

export const noticeQuery = (id: string | undefined) =>
  queryOptions({ queryKey: noticesDomain.keys.detail(id ?? ''), queryFn: () => getNotice(id) });

export const useNotice = (id: string | undefined) => useQuery(noticeQuery(id));
