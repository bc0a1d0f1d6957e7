import { ContentManagerPage } from '../content-manager/components/content-manager-page';
import { announcementsConfig } from './announcements-config';

export function AnnouncementsPage() {
  return <ContentManagerPage config={announcementsConfig} />;
}
