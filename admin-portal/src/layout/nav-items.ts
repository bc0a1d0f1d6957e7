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
} from 'lucide-react';

/**
 * The dashboard, the managers, Pictures and Backup, then the office's own pages (inbox, team), in the menu's
 * order; the dashboard's quick links use it too.
 */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/announcements', label: 'Announcements', icon: Megaphone },
  { to: '/admin/leaders', label: 'Leaders', icon: Users },
  { to: '/admin/ministries', label: 'Ministries', icon: BookOpen },
  { to: '/admin/events', label: 'Events', icon: CalendarDays },
  { to: '/admin/gallery', label: 'Gallery', icon: Image },
  { to: '/admin/welcome', label: 'Welcome section', icon: Home },
  { to: '/admin/visit', label: 'Visit page', icon: MapPinned },
  { to: '/admin/settings', label: 'Church details', icon: Church },
  { to: '/admin/notice-board', label: 'Notice board', icon: Bell },
  { to: '/admin/milestones', label: 'Milestones', icon: Flag },
  { to: '/admin/sermon-powerpoints', label: 'Sermon files', icon: Presentation },
  { to: '/admin/pictures', label: 'Pictures', icon: ImagePlay },
  { to: '/admin/backup', label: 'Backup', icon: ArchiveRestore },
  { to: '/admin/messages', label: 'Messages', icon: Inbox },
  { to: '/admin/team', label: 'Team', icon: UserCog },
  { to: '/admin/trash', label: 'Trash', icon: Trash2 },
] as const;
