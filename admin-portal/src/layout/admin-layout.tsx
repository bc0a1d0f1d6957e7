import { NavLink, Outlet } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';

const NAV = [
  ['/admin', 'Dashboard'],
  ['/admin/announcements', 'Announcements'],
  ['/admin/leaders', 'Leaders'],
  ['/admin/ministries', 'Ministries'],
  ['/admin/events', 'Events'],
  ['/admin/gallery', 'Gallery'],
  ['/admin/welcome', 'Welcome'],
  ['/admin/notice-board', 'Notice board'],
  ['/admin/milestones', 'Milestones'],
  ['/admin/sermon-powerpoints', 'Sermon files'],
] as const;

export function AdminLayout() {
  const { user, signOut } = useAuthStore();
  return (
    <div data-testid="admin-layout">
      <header>
        <nav aria-label="Admin">
          {NAV.map(([to, label]) => (
            <NavLink key={to} to={to} end={to === '/admin'}>
              {label}
            </NavLink>
          ))}
        </nav>
        <span>{user?.email}</span>
        <button type="button" onClick={() => void signOut()}>
          Sign out
        </button>
      </header>
      <main>
        <Outlet />
      </main>
    </div>
  );
}
