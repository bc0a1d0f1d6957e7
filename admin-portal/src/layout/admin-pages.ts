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
import type { ContentTableName } from 'shared-ui/data';
// The managers' list reads from their api files, not the features' entries, as page-queries does: the route table
// must not pull the pages in.
import { announcementsList } from '../features/announcements/api/announcements-list';
import type { ListRead } from '../features/content-manager/api/list-read';
import { eventsList } from '../features/events/api/events-list';
import { albumsList } from '../features/gallery/api/albums-list';
import { leadersList } from '../features/leaders/api/leaders-list';
import { milestonesList } from '../features/milestones/api/milestones-list';
import { ministriesList } from '../features/ministries/api/ministries-list';
import { noticesList } from '../features/notices/api/notices-list';
import { sermonsList } from '../features/sermons/api/sermons-list';
import { churchDetailsRead } from '../features/settings/api/church-details-read';
import { visitPageRead } from '../features/visit-page/api/visit-page-read';
import { welcomeRead } from '../features/welcome/api/welcome-read';
import { dashboardPageQueries, managerPageQueries, type AdminPageQueries } from '../page-queries';

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
  firstReads?: AdminPageQueries;
}

type PageCode = () => Promise<ComponentType>;

/**
 * A page that lists rows in the admin's table: the table's code, and the order tab's for a list ordered by hand,
 * come with the page's. The page would ask for them only once it has rendered; and its table, shown meanwhile
 * outside the tabs, would then mount again inside them, its search box losing what was being typed into it.
 * Imported here on demand, so that the dashboard's route table does not carry the table's wrapper.
 */
const withListViews =
  (load: PageCode, orderable = false): PageCode =>
  async () => {
    const views = import('shared-ui/admin').then((admin) =>
      Promise.all([admin.preloadDataTable(), orderable ? admin.preloadTabs() : undefined]),
    );
    return (await Promise.all([load(), views]))[0];
  };

/** A manager that lists rows: its first read is its list, whose order says whether it has an order tab. */
const listManager = <T extends ContentTableName>(list: ListRead<T>, load: PageCode) => ({
  load: withListViews(load, list.orderable),
  firstReads: managerPageQueries(list),
});

/** A manager of one row (Welcome, Visit page, Church details): its first read is that row. */
const rowManager = <T extends ContentTableName>(read: ListRead<T>, load: PageCode) => ({
  load,
  firstReads: managerPageQueries(read),
});

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
    firstReads: dashboardPageQueries,
  },
  {
    to: '/admin/announcements',
    label: 'Announcements',
    icon: Megaphone,
    ...listManager(
      announcementsList,
      async () => (await import('../features/announcements')).AnnouncementsPage,
    ),
  },
  {
    to: '/admin/leaders',
    label: 'Leaders',
    icon: Users,
    ...listManager(leadersList, async () => (await import('../features/leaders')).LeadersPage),
  },
  {
    to: '/admin/ministries',
    label: 'Ministries',
    icon: BookOpen,
    ...listManager(ministriesList, async () => (await import('../features/ministries')).MinistriesPage),
  },
  {
    to: '/admin/events',
    label: 'Events',
    icon: CalendarDays,
    ...listManager(eventsList, async () => (await import('../features/events')).EventsPage),
  },
  {
    to: '/admin/gallery',
    label: 'Gallery',
    icon: Image,
    ...listManager(
      albumsList,
      async () => (await import('../features/gallery/pages/gallery-page')).GalleryPage,
    ),
  },
  {
    to: '/admin/welcome',
    label: 'Welcome section',
    icon: Home,
    ...rowManager(
      welcomeRead,
      async () => (await import('../features/welcome/pages/welcome-page')).WelcomePage,
    ),
  },
  {
    to: '/admin/visit',
    label: 'Visit page',
    icon: MapPinned,
    ...rowManager(
      visitPageRead,
      async () => (await import('../features/visit-page/pages/visit-page-page')).VisitPagePage,
    ),
  },
  {
    to: '/admin/settings',
    label: 'Church details',
    icon: Church,
    ...rowManager(churchDetailsRead, async () => (await import('../features/settings')).SettingsPage),
  },
  {
    to: '/admin/notice-board',
    label: 'Notice board',
    icon: Bell,
    ...listManager(noticesList, async () => (await import('../features/notices')).NoticesPage),
  },
  {
    to: '/admin/milestones',
    label: 'Milestones',
    icon: Flag,
    ...listManager(milestonesList, async () => (await import('../features/milestones')).MilestonesPage),
  },
  {
    to: '/admin/sermon-powerpoints',
    label: 'Sermon files',
    icon: Presentation,
    ...listManager(
      sermonsList,
      async () => (await import('../features/sermons/pages/sermons-page')).SermonsPage,
    ),
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
    load: withListViews(async () => (await import('../features/trash')).TrashPage),
  },
];
