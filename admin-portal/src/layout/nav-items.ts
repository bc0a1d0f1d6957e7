import {
  ArchiveRestore,
  Bell,
  BookOpen,
  CalendarDays,
  Flag,
  Home,
  Image,
  LayoutDashboard,
  Megaphone,
  Presentation,
  Users,
} from 'lucide-react';

/** The dashboard, the nine managers and Backup, in the menu's order; the dashboard's quick links use it too. */
export const ADMIN_NAV = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/admin/announcements', label: 'Announcements', icon: Megaphone },
  { to: '/admin/leaders', label: 'Leaders', icon: Users },
  { to: '/admin/ministries', label: 'Ministries', icon: BookOpen },
  { to: '/admin/events', label: 'Events', icon: CalendarDays },
  { to: '/admin/gallery', label: 'Gallery', icon: Image },
  { to: '/admin/welcome', label: 'Welcome section', icon: Home },
  { to: '/admin/notice-board', label: 'Notice board', icon: Bell },
  { to: '/admin/milestones', label: 'Milestones', icon: Flag },
  { to: '/admin/sermon-powerpoints', label: 'Sermon files', icon: Presentation },
  { to: '/admin/backup', label: 'Backup', icon: ArchiveRestore },
] as const;
