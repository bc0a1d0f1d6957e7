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

/** The queries an admin page makes on its first render. */
export type AdminPageQueries = () => PrefetchableQuery[];

/** The dashboard: the content counts, the unread messages, the recent changes. */
export const dashboardPageQueries: AdminPageQueries = () => [
  contentCountsQueryOptions(),
  unreadMessagesQueryOptions(),
  recentChangesQueryOptions(),
];

/** A manager's page: its list, or its one row. */
export const managerPageQueries =
  <T extends ContentTableName>(list: ListRead<T>): AdminPageQueries =>
  () => [itemsQueryOptions(list)];
