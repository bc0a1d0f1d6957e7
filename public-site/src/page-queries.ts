import { latestAnnouncementsQuery } from './features/announcements/api/get-latest-announcements';
import { upcomingEventsQuery } from './features/events/api/get-upcoming-events';
import { welcomeSectionQuery } from './features/home/api/get-welcome-section';
import { ministriesQuery } from './features/ministries/api/get-ministries';
import { noticesQuery } from './features/notices/api/get-notices';
import { sermonsQuery } from './features/sermons/api/get-sermons';
import type { PageQueries } from './lib/prefetch-loader';

// The queries each page makes on its first render, which its route's loader starts early (routes.tsx).
// Other pages' API modules are imported here on demand, in parallel with the page's own chunk; the public
// route e2e checks that no page then asks for the same list twice (which a mismatched key would cause).

export const homePageQueries: PageQueries = async () => [
  welcomeSectionQuery(),
  upcomingEventsQuery(3),
  latestAnnouncementsQuery(3),
  sermonsQuery({}, 1, 1),
  noticesQuery({ pinnedOnly: true, limit: 3 }),
  ministriesQuery(),
];

export const eventsPageQueries: PageQueries = async () => [
  (await import('./features/events/api/get-events')).eventsQuery(),
];

export const eventPageQueries: PageQueries = async ({ params }) => [
  (await import('./features/events/api/get-event')).eventQuery(params.id),
];

export const galleryPageQueries: PageQueries = async () => [
  (await import('./features/gallery/api/get-albums')).albumsQuery(),
];

export const ministriesPageQueries: PageQueries = async () => [ministriesQuery()];

export const noticesPageQueries: PageQueries = async () => [noticesQuery()];

export const noticePageQueries: PageQueries = async ({ params }) => [
  (await import('./features/notices/api/get-notice')).noticeQuery(params.id),
];

export const announcementPageQueries: PageQueries = async ({ params }) => [
  (await import('./features/announcements/api/get-announcement')).announcementQuery(params.id),
];

export const sermonsPageQueries: PageQueries = async ({ request }) => {
  const [{ sermonsQuery: listQuery }, { sermonFacetsQuery }, { readSermonListParams }] = await Promise.all([
    import('./features/sermons/api/get-sermons'),
    import('./features/sermons/api/get-sermon-facets'),
    import('./features/sermons/pages/sermon-list-params'),
  ]);
  const { filters, pageNumber } = readSermonListParams(new URL(request.url).searchParams);
  return [listQuery(filters, pageNumber), sermonFacetsQuery()];
};

export const sermonPageQueries: PageQueries = async ({ params }) => [
  (await import('./features/sermons/api/get-sermon')).sermonQuery(params.id),
];

export const aboutPageQueries: PageQueries = async () => {
  const [{ leadersQuery }, { milestonesQuery }] = await Promise.all([
    import('./features/leaders/api/get-leaders'),
    import('./features/milestones/api/get-milestones'),
  ]);
  return [welcomeSectionQuery(), leadersQuery(), milestonesQuery()];
};

export const leaderPageQueries: PageQueries = async ({ params }) => [
  (await import('./features/leaders/api/get-leader')).leaderQuery(params.id),
];

export const milestonePageQueries: PageQueries = async ({ params }) => [
  (await import('./features/milestones/api/get-milestone')).milestoneQuery(params.id),
];

export const imageViewerPageQueries: PageQueries = async ({ request }) => [
  (await import('./features/gallery/api/get-album')).albumQuery(
    new URL(request.url).searchParams.get('album') ?? undefined,
  ),
];
