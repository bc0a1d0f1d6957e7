// What admin pages read on their first render, for their routes' loaders (routes.tsx). The api files themselves,
// not the features' entries: this goes into the route table's chunk, which must not pull the pages in.
import { unreadMessagesQueryOptions } from './features/contact-messages/api/get-unread-messages';
import { contentCountsQueryOptions } from './features/dashboard/api/get-content-counts';
import { recentChangesQueryOptions } from './features/dashboard/api/get-recent-changes';

/** The dashboard: the content counts, the unread messages, the recent changes. */
export const dashboardPageQueries = () => [
  contentCountsQueryOptions(),
  unreadMessagesQueryOptions(),
  recentChangesQueryOptions(),
];
