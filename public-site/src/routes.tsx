import type { RouteObject } from 'react-router-dom';
import { HomePage } from './features/home/pages/home-page';
import { PublicLayout } from './layout/public-layout';

/**
 * The layout (around every public page) and the home page (where most visits start) come with this route
 * table, which the shell preloads alongside its own code; every other page is its own chunk, so a
 * visitor downloads only the pages they open.
 */
export const publicRoutes: RouteObject[] = [
  {
    path: '/',
    Component: PublicLayout,
    children: [
      { index: true, Component: HomePage },
      {
        path: 'about',
        lazy: async () => ({ Component: (await import('./features/about/pages/about-page')).AboutPage }),
      },
      {
        path: 'events',
        lazy: async () => ({ Component: (await import('./features/events/pages/events-page')).EventsPage }),
      },
      {
        path: 'events/:id',
        lazy: async () => ({ Component: (await import('./features/events/pages/event-page')).EventPage }),
      },
      {
        path: 'gallery',
        lazy: async () => ({
          Component: (await import('./features/gallery/pages/gallery-page')).GalleryPage,
        }),
      },
      {
        path: 'ministries',
        lazy: async () => ({
          Component: (await import('./features/ministries/pages/ministries-page')).MinistriesPage,
        }),
      },
      {
        path: 'contact',
        lazy: async () => ({
          Component: (await import('./features/contact/pages/contact-page')).ContactPage,
        }),
      },
      {
        path: 'notices',
        lazy: async () => ({
          Component: (await import('./features/notices/pages/notices-page')).NoticesPage,
        }),
      },
      {
        path: 'notices/:id',
        lazy: async () => ({ Component: (await import('./features/notices/pages/notice-page')).NoticePage }),
      },
      {
        path: 'announcements/:id',
        lazy: async () => ({
          Component: (await import('./features/announcements/pages/announcement-page')).AnnouncementPage,
        }),
      },
      {
        path: 'leader/:id',
        lazy: async () => ({ Component: (await import('./features/leaders/pages/leader-page')).LeaderPage }),
      },
      {
        path: 'milestone/:id',
        lazy: async () => ({
          Component: (await import('./features/milestones/pages/milestone-page')).MilestonePage,
        }),
      },
      {
        path: 'sermons',
        lazy: async () => ({
          Component: (await import('./features/sermons/pages/sermons-page')).SermonsPage,
        }),
      },
      {
        path: 'sermons/:id',
        lazy: async () => ({ Component: (await import('./features/sermons/pages/sermon-page')).SermonPage }),
      },
      { path: '*', lazy: async () => ({ Component: (await import('./pages/not-found-page')).NotFoundPage }) },
    ],
  },
  {
    path: 'image-viewer',
    lazy: async () => ({
      Component: (await import('./features/gallery/pages/image-viewer-page')).ImageViewerPage,
    }),
  },
];
