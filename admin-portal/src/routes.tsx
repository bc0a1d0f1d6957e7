import type { RouteObject } from 'react-router-dom';

type Page = () => Promise<{ Component: React.ComponentType }>;

/** Each page is its own chunk; the shell mounts this subtree behind the shared admin guard. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
    children: [
      {
        index: true,
        lazy: (async () => ({
          Component: (await import('./features/dashboard/pages/dashboard-page')).DashboardPage,
        })) satisfies Page,
      },
      {
        path: 'announcements',
        lazy: async () => ({
          Component: (await import('./features/announcements/announcements-page')).AnnouncementsPage,
        }),
      },
      {
        path: 'leaders',
        lazy: async () => ({ Component: (await import('./features/leaders/leaders-page')).LeadersPage }),
      },
      {
        path: 'ministries',
        lazy: async () => ({
          Component: (await import('./features/ministries/ministries-page')).MinistriesPage,
        }),
      },
      {
        path: 'events',
        lazy: async () => ({ Component: (await import('./features/events/events-page')).EventsPage }),
      },
      {
        path: 'gallery',
        lazy: async () => ({
          Component: (await import('./features/gallery/pages/gallery-page')).GalleryPage,
        }),
      },
      {
        path: 'welcome',
        lazy: async () => ({
          Component: (await import('./features/welcome/pages/welcome-page')).WelcomePage,
        }),
      },
      {
        path: 'notice-board',
        lazy: async () => ({ Component: (await import('./features/notices/notices-page')).NoticesPage }),
      },
      {
        path: 'milestones',
        lazy: async () => ({
          Component: (await import('./features/milestones/milestones-page')).MilestonesPage,
        }),
      },
      {
        path: 'sermon-powerpoints',
        lazy: async () => ({
          Component: (await import('./features/sermons/pages/sermons-page')).SermonsPage,
        }),
      },
      {
        path: 'backup',
        lazy: async () => ({ Component: (await import('./features/backup')).BackupPage }),
      },
      {
        path: '*',
        lazy: async () => ({ Component: (await import('./pages/admin-not-found')).AdminNotFound }),
      },
    ],
  },
];
