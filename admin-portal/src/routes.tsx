import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';

/** A page in a chunk of its own (the index route when `path` is undefined). */
const page = (path: string | undefined, load: () => Promise<ComponentType>): RouteObject => ({
  ...(path === undefined ? { index: true } : { path }),
  lazy: async () => ({ Component: await load() }),
});

/** The shell mounts this subtree behind the shared admin guard. */
export const adminRoutes: RouteObject[] = [
  {
    path: 'admin',
    lazy: async () => ({ Component: (await import('./layout/admin-layout')).AdminLayout }),
    children: [
      page(undefined, async () => (await import('./features/dashboard/pages/dashboard-page')).DashboardPage),
      page('announcements', async () => (await import('./features/announcements')).AnnouncementsPage),
      page('leaders', async () => (await import('./features/leaders')).LeadersPage),
      page('ministries', async () => (await import('./features/ministries')).MinistriesPage),
      page('events', async () => (await import('./features/events')).EventsPage),
      page('gallery', async () => (await import('./features/gallery/pages/gallery-page')).GalleryPage),
      page('welcome', async () => (await import('./features/welcome/pages/welcome-page')).WelcomePage),
      page('visit', async () => (await import('./features/visit-page/pages/visit-page-page')).VisitPagePage),
      page('settings', async () => (await import('./features/settings')).SettingsPage),
      page('notice-board', async () => (await import('./features/notices')).NoticesPage),
      page('milestones', async () => (await import('./features/milestones')).MilestonesPage),
      page(
        'sermon-powerpoints',
        async () => (await import('./features/sermons/pages/sermons-page')).SermonsPage,
      ),
      page('pictures', async () => (await import('./features/pictures')).PicturesPage),
      page('backup', async () => (await import('./features/backup')).BackupPage),
      page('messages', async () => (await import('./features/contact-messages')).InboxPage),
      page('team', async () => (await import('./features/team')).TeamPage),
      page('trash', async () => (await import('./features/trash')).TrashPage),
      page('*', async () => (await import('./pages/admin-not-found')).AdminNotFound),
    ],
  },
];
