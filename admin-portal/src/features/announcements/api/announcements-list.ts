import { announcementsDomain } from 'shared-ui/data';
import { listRead } from '../../content-manager';

/** The announcements manager's list, for its page and its route's loader. */
export const announcementsList = listRead(announcementsDomain, ['-publish_at']);
