import { noticesDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The notices manager's list, for its page and its route's loader. */
export const noticesList = listRead(noticesDomain, ['-pinned', '-publish_at']);
