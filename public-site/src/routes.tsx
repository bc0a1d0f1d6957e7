import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import {
  announcementsDomain,
  eventsDomain,
  leadersDomain,
  milestonesDomain,
  noticesDomain,
  sermonsDomain,
} from 'shared-ui/data';
import type { RoutesContext } from 'shared-ui';
import { HomePage } from './features/home/pages/home-page';
import { PublicLayout } from './layout/public-layout';
import { prefetchPage } from 'shared-ui/prefetch';
import * as pages from './page-queries';
import type { PageQueries } from './page-queries';

/**
 * The layout (around every public page) and the home page (where most visits start) come with this route
 * table, which the shell preloads alongside its own code; every other page is its own chunk, so a
 * visitor downloads only the pages they open. Each page's loader starts its queries while that chunk loads.
 */
export function createPublicRoutes({ queryClient }: RoutesContext): RouteObject[] {
  const prefetch = (queries: PageQueries) => prefetchPage(queryClient, queries);
  /** A page in a chunk of its own, its queries started by the route's loader while that chunk loads. */
  const page = (path: string, queries: PageQueries, load: () => Promise<ComponentType>): RouteObject => ({
    path,
    loader: prefetch(queries),
    lazy: async () => ({ Component: await load() }),
  });
  return [
    {
      path: '/',
      Component: PublicLayout,
      loader: prefetch(pages.layoutQueries),
      // Its read is for the whole visit (live pages and focus keep it current): not again on every filter change.
      shouldRevalidate: () => false,
      children: [
        { index: true, loader: prefetch(pages.homePageQueries), Component: HomePage },
        page(
          'about',
          pages.aboutPageQueries,
          async () => (await import('./features/about/pages/about-page')).AboutPage,
        ),
        page(
          'events',
          pages.eventsPageQueries,
          async () => (await import('./features/events/pages/events-page')).EventsPage,
        ),
        page(
          eventsDomain.publicPaths.detailRoute,
          pages.eventPageQueries,
          async () => (await import('./features/events/pages/event-page')).EventPage,
        ),
        page(
          'gallery',
          pages.galleryPageQueries,
          async () => (await import('./features/gallery/pages/gallery-page')).GalleryPage,
        ),
        page(
          'ministries',
          pages.ministriesPageQueries,
          async () => (await import('./features/ministries/pages/ministries-page')).MinistriesPage,
        ),
        page(
          'visit',
          pages.visitPageQueries,
          async () => (await import('./features/visit/pages/visit-page')).VisitPage,
        ),
        // Give and contact show only the church's details, which the layout's loader reads.
        {
          path: 'give',
          lazy: async () => ({ Component: (await import('./features/give/pages/give-page')).GivePage }),
        },
        {
          path: 'contact',
          lazy: async () => ({
            Component: (await import('./features/contact/pages/contact-page')).ContactPage,
          }),
        },
        page(
          'notices',
          pages.noticesPageQueries,
          async () => (await import('./features/notices/pages/notices-page')).NoticesPage,
        ),
        page(
          noticesDomain.publicPaths.detailRoute,
          pages.noticePageQueries,
          async () => (await import('./features/notices/pages/notice-page')).NoticePage,
        ),
        page(
          'announcements',
          pages.announcementsPageQueries,
          async () => (await import('./features/announcements/pages/announcements-page')).AnnouncementsPage,
        ),
        page(
          announcementsDomain.publicPaths.detailRoute,
          pages.announcementPageQueries,
          async () => (await import('./features/announcements/pages/announcement-page')).AnnouncementPage,
        ),
        page(
          leadersDomain.publicPaths.detailRoute,
          pages.leaderPageQueries,
          async () => (await import('./features/leaders/pages/leader-page')).LeaderPage,
        ),
        page(
          milestonesDomain.publicPaths.detailRoute,
          pages.milestonePageQueries,
          async () => (await import('./features/milestones/pages/milestone-page')).MilestonePage,
        ),
        page(
          'sermons',
          pages.sermonsPageQueries,
          async () => (await import('./features/sermons/pages/sermons-page')).SermonsPage,
        ),
        page(
          sermonsDomain.publicPaths.detailRoute,
          pages.sermonPageQueries,
          async () => (await import('./features/sermons/pages/sermon-page')).SermonPage,
        ),
        // Results depend on what is typed, so the page starts its own query: nothing to prefetch.
        page(
          'search',
          () => [],
          async () => (await import('./features/search/pages/search-page')).SearchPage,
        ),
        {
          path: '*',
          lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }),
        },
      ],
    },
    page(
      'image-viewer',
      pages.imageViewerPageQueries,
      async () => (await import('./features/gallery/pages/image-viewer-page')).ImageViewerPage,
    ),
  ];
}
