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

/** Where the admin lives (the shell routes everything below it to this remote); the dashboard's own path. */
export const ADMIN_ROOT = '/admin';

/** An admin page: where it is, its name and icon in the menu, and its code (a chunk of its own). */
export interface AdminPage {
  to: string;
  label: string;
  icon: LucideIcon;
  load: () => Promise<ComponentType>;
}

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
  },
  {
    to: '/admin/announcements',
    label: 'Announcements',
    icon: Megaphone,
    load: async () => (await import('../features/announcements')).AnnouncementsPage,
  },
  {
    to: '/admin/leaders',
    label: 'Leaders',
    icon: Users,
    load: async () => (await import('../features/leaders')).LeadersPage,
  },
  {
    to: '/admin/ministries',
    label: 'Ministries',
    icon: BookOpen,
    load: async () => (await import('../features/ministries')).MinistriesPage,
  },
  {
    to: '/admin/events',
    label: 'Events',
    icon: CalendarDays,
    load: async () => (await import('../features/events')).EventsPage,
  },
  {
    to: '/admin/gallery',
    label: 'Gallery',
    icon: Image,
    load: async () => (await import('../features/gallery/pages/gallery-page')).GalleryPage,
  },
  {
    to: '/admin/welcome',
    label: 'Welcome section',
    icon: Home,
    load: async () => (await import('../features/welcome/pages/welcome-page')).WelcomePage,
  },
  {
    to: '/admin/visit',
    label: 'Visit page',
    icon: MapPinned,
    load: async () => (await import('../features/visit-page/pages/visit-page-page')).VisitPagePage,
  },
  {
    to: '/admin/settings',
    label: 'Church details',
    icon: Church,
    load: async () => (await import('../features/settings')).SettingsPage,
  },
  {
    to: '/admin/notice-board',
    label: 'Notice board',
    icon: Bell,
    load: async () => (await import('../features/notices')).NoticesPage,
  },
  {
    to: '/admin/milestones',
    label: 'Milestones',
    icon: Flag,
    load: async () => (await import('../features/milestones')).MilestonesPage,
  },
  {
    to: '/admin/sermon-powerpoints',
    label: 'Sermon files',
    icon: Presentation,
    load: async () => (await import('../features/sermons/pages/sermons-page')).SermonsPage,
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
    load: async () => (await import('../features/trash')).TrashPage,
  },
];
