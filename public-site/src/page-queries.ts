import { announcementQuery } from './features/announcements/api/get-announcement';
import { announcementsQuery } from './features/announcements/api/get-announcements';
import { eventQuery } from './features/events/api/get-event';
import { eventsQuery } from './features/events/api/get-events';
import { albumQuery } from './features/gallery/api/get-album';
import { albumsQuery } from './features/gallery/api/get-albums';
import { welcomeSectionQuery } from './features/home/api/get-welcome-section';
import { leaderQuery } from './features/leaders/api/get-leader';
import { leadersQuery } from './features/leaders/api/get-leaders';
import { milestoneQuery } from './features/milestones/api/get-milestone';
import { milestonesQuery } from './features/milestones/api/get-milestones';
import { ministriesQuery } from './features/ministries/api/get-ministries';
import { noticeQuery } from './features/notices/api/get-notice';
import { noticesQuery } from './features/notices/api/get-notices';
import { sermonQuery } from './features/sermons/api/get-sermon';
import { sermonFacetsQuery } from './features/sermons/api/get-sermon-facets';
import { sermonsQuery } from './features/sermons/api/get-sermons';
import { readSermonListParams } from './features/sermons/pages/sermon-list-params';
import { readPageNumber } from './lib/page-number';
import { churchSettingsQuery } from './features/church';
import { visitPageQuery } from './features/visit';
import type { LoaderFunctionArgs } from 'react-router-dom';
import type { PageQueries as QueriesFor } from 'shared-ui/prefetch';

// The queries each page makes on its first render, which its route's loader starts early (routes.tsx). Their
// builders come with the route table (~0.6 KB gzip for all pages), so a page's reads start as soon as the
// table has loaded, alongside the page's own chunk: imported on demand, each read waited one round trip more
// for a chunk of its own. The public route e2e checks that no page then asks for the same list twice (which a
// mismatched key would cause).

/** A public page's first queries, for its route's params and search. */
export type PageQueries = QueriesFor<LoaderFunctionArgs>;

// The home page's sections below its first screen read once that screen is drawn (home-page.tsx), not here.
export const homePageQueries: PageQueries = () => [welcomeSectionQuery()];

export const eventsPageQueries: PageQueries = () => [eventsQuery()];

export const eventPageQueries: PageQueries = ({ params }) => [eventQuery(params.id)];

export const galleryPageQueries: PageQueries = () => [albumsQuery()];

export const ministriesPageQueries: PageQueries = () => [ministriesQuery()];

export const noticesPageQueries: PageQueries = () => [noticesQuery()];

export const noticePageQueries: PageQueries = ({ params }) => [noticeQuery(params.id)];

export const announcementsPageQueries: PageQueries = ({ request }) => [
  announcementsQuery(readPageNumber(new URL(request.url).searchParams)),
];

export const announcementPageQueries: PageQueries = ({ params }) => [announcementQuery(params.id)];

export const sermonsPageQueries: PageQueries = ({ request }) => {
  const { filters, pageNumber } = readSermonListParams(new URL(request.url).searchParams);
  return [sermonsQuery(filters, pageNumber), sermonFacetsQuery()];
};

export const sermonPageQueries: PageQueries = ({ params }) => [sermonQuery(params.id)];

export const aboutPageQueries: PageQueries = () => [welcomeSectionQuery(), leadersQuery(), milestonesQuery()];

/** Every page shows the church's details (footer, hero, contact), so the layout's loader reads them with the page's own. */
export const layoutQueries: PageQueries = () => [churchSettingsQuery()];

export const visitPageQueries: PageQueries = () => [visitPageQuery()];

export const leaderPageQueries: PageQueries = ({ params }) => [leaderQuery(params.id)];

export const milestonePageQueries: PageQueries = ({ params }) => [milestoneQuery(params.id)];

export const imageViewerPageQueries: PageQueries = ({ request }) => [
  albumQuery(new URL(request.url).searchParams.get('album') ?? undefined),
];
