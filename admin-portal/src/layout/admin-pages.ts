import {
  ArchiveRestore,
  Bell,
  BookOpen,
  Church,
  CalendarDays,
  Flag,
  Home,
  Image,
  ImagePlay,
  Inbox,
  LayoutDashboard,
  MapPinned,
  Megaphone,
  Presentation,
  UserCog,
  Trash2,
  Users,
  type LucideIcon,
} from 'lucide-react';
import type { ComponentType } from 'react';
import * as reads from '../page-queries';

/** Where the admin lives (the shell routes everything below it to this remote); the dashboard's own path. */
export const ADMIN_ROOT = '/admin';

/**
 * An admin page: where it is, its name and icon in the menu, its code (a chunk of its own), and what it reads on
 * its first render, which its route's loader starts once the admin is confirmed (routes.tsx).
 */
export interface AdminPage {
  to: string;
  label: string;
  icon: LucideIcon;
  load: () => Promise<ComponentType>;
  firstReads?: reads.AdminPageQueries;
}

/**
 * A page that lists rows in the admin's table: the table's code (a chunk of its own, which the page would ask for
 * only once it has rendered) comes with the page's. Imported here on demand, so that the dashboard's route table
 * does not carry the table's wrapper.
 */
const withTable =
  (load: () => Promise<ComponentType>): (() => Promise<ComponentType>) =>
  async () => {
    const preloadTable = import('shared-ui/admin').then((admin) => admin.preloadDataTable());
    return (await Promise.all([load(), preloadTable]))[0];
  };

/**
 * Every admin page: the dashboard, the managers, Pictures and Backup, then the office's own pages (inbox, team),
 * in the menu's order. The menu, the dashboard's quick links and the route table (routes.tsx) all read it.
 */
export const ADMIN_PAGES: readonly AdminPage[] = [
  {
    to: ADMIN_ROOT,
    label: 'Dashboard',
    icon: LayoutDashboard,
    load: async () => (await import('../features/dashboard/pages/dashboard-page')).DashboardPage,
    firstReads: reads.dashboardPageQueries,
  },
  {
    to: '/admin/announcements',
    label: 'Announcements',
    icon: Megaphone,
    load: withTable(async () => (await import('../features/announcements')).AnnouncementsPage),
    firstReads: reads.announcementsPageQueries,
  },
  {
    to: '/admin/leaders',
    label: 'Leaders',
    icon: Users,
    load: withTable(async () => (await import('../features/leaders')).LeadersPage),
    firstReads: reads.leadersPageQueries,
  },
  {
    to: '/admin/ministries',
    label: 'Ministries',
    icon: BookOpen,
    load: withTable(async () => (await import('../features/ministries')).MinistriesPage),
    firstReads: reads.ministriesPageQueries,
  },
  {
    to: '/admin/events',
    label: 'Events',
    icon: CalendarDays,
    load: withTable(async () => (await import('../features/events')).EventsPage),
    firstReads: reads.eventsPageQueries,
  },
  {
    to: '/admin/gallery',
    label: 'Gallery',
    icon: Image,
    load: withTable(async () => (await import('../features/gallery/pages/gallery-page')).GalleryPage),
    firstReads: reads.galleryPageQueries,
  },
  {
    to: '/admin/welcome',
    label: 'Welcome section',
    icon: Home,
    load: async () => (await import('../features/welcome/pages/welcome-page')).WelcomePage,
    firstReads: reads.welcomePageQueries,
  },
  {
    to: '/admin/visit',
    label: 'Visit page',
    icon: MapPinned,
    load: async () => (await import('../features/visit-page/pages/visit-page-page')).VisitPagePage,
    firstReads: reads.visitPageQueries,
  },
  {
    to: '/admin/settings',
    label: 'Church details',
    icon: Church,
    load: async () => (await import('../features/settings')).SettingsPage,
    firstReads: reads.settingsPageQueries,
  },
  {
    to: '/admin/notice-board',
    label: 'Notice board',
    icon: Bell,
    load: withTable(async () => (await import('../features/notices')).NoticesPage),
    firstReads: reads.noticesPageQueries,
  },
  {
    to: '/admin/milestones',
    label: 'Milestones',
    icon: Flag,
    load: withTable(async () => (await import('../features/milestones')).MilestonesPage),
    firstReads: reads.milestonesPageQueries,
  },
  {
    to: '/admin/sermon-powerpoints',
    label: 'Sermon files',
    icon: Presentation,
    load: withTable(async () => (await import('../features/sermons/pages/sermons-page')).SermonsPage),
    firstReads: reads.sermonsPageQueries,
  },
  {
    to: '/admin/pictures',
    label: 'Pictures',
    icon: ImagePlay,
    load: async () => (await import('../features/pictures')).PicturesPage,
  },
  {
    to: '/admin/backup',
    label: 'Backup',
    icon: ArchiveRestore,
    load: async () => (await import('../features/backup')).BackupPage,
  },
  {
    to: '/admin/messages',
    label: 'Messages',
    icon: Inbox,
    load: async () => (await import('../features/contact-messages')).InboxPage,
  },
  {
    to: '/admin/team',
    label: 'Team',
    icon: UserCog,
    load: async () => (await import('../features/team')).TeamPage,
  },
  {
    to: '/admin/trash',
    label: 'Trash',
    icon: Trash2,
    load: withTable(async () => (await import('../features/trash')).TrashPage),
  },
];
