import { managerPage } from '../content-manager';
import { announcementsManager } from './api/announcements-manager';

export const AnnouncementsPage = managerPage(announcementsManager);
