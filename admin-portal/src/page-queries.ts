// What admin pages read on their first render, for their routes' loaders (ADMIN_PAGES, routes.tsx). The api files
// themselves, not the features' entries: this goes into the route table's chunk, which must not pull the pages in
// (a manager's list read is apart from its columns and rules for this).
import type { ContentTableName } from 'shared-ui/data';
import type { PrefetchableQuery } from 'shared-ui/prefetch';
import { unreadMessagesQueryOptions } from './features/contact-messages/api/get-unread-messages';
import { itemsQueryOptions } from './features/content-manager/api/get-items';
import type { ListRead } from './features/content-manager/api/list-read';
import { contentCountsQueryOptions } from './features/dashboard/api/get-content-counts';
import { recentChangesQueryOptions } from './features/dashboard/api/get-recent-changes';
import { announcementsList } from './features/announcements/api/announcements-list';
import { eventsList } from './features/events/api/events-list';
import { albumsList } from './features/gallery/api/albums-list';
import { leadersList } from './features/leaders/api/leaders-list';
import { milestonesList } from './features/milestones/api/milestones-list';
import { ministriesList } from './features/ministries/api/ministries-list';
import { noticesList } from './features/notices/api/notices-list';
import { sermonsList } from './features/sermons/api/sermons-list';
import { churchDetailsRead } from './features/settings/api/church-details-read';
import { visitPageRead } from './features/visit-page/api/visit-page-read';
import { welcomeRead } from './features/welcome/api/welcome-read';

/** The queries an admin page makes on its first render. */
export type AdminPageQueries = () => PrefetchableQuery[];

/** The dashboard: the content counts, the unread messages, the recent changes. */
export const dashboardPageQueries: AdminPageQueries = () => [
  contentCountsQueryOptions(),
  unreadMessagesQueryOptions(),
  recentChangesQueryOptions(),
];

/** A manager's page: its list, or its one row. */
const managerPageQueries =
  <T extends ContentTableName>(list: ListRead<T>): AdminPageQueries =>
  () => [itemsQueryOptions(list)];

export const announcementsPageQueries = managerPageQueries(announcementsList);
export const leadersPageQueries = managerPageQueries(leadersList);
export const ministriesPageQueries = managerPageQueries(ministriesList);
export const eventsPageQueries = managerPageQueries(eventsList);
export const galleryPageQueries = managerPageQueries(albumsList);
export const welcomePageQueries = managerPageQueries(welcomeRead);
export const visitPageQueries = managerPageQueries(visitPageRead);
export const settingsPageQueries = managerPageQueries(churchDetailsRead);
export const noticesPageQueries = managerPageQueries(noticesList);
export const milestonesPageQueries = managerPageQueries(milestonesList);
export const sermonsPageQueries = managerPageQueries(sermonsList);
