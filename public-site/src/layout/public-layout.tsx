import { NavLink, Outlet } from 'react-router-dom';
import { useChurch } from 'shared-ui';

const NAV = [
  ['/', 'Home'],
  ['/about', 'About'],
  ['/events', 'Events'],
  ['/sermons', 'Sermons'],
  ['/ministries', 'Ministries'],
  ['/gallery', 'Gallery'],
  ['/notices', 'Notices'],
  ['/contact', 'Contact'],
] as const;

export function PublicLayout() {
  const church = useChurch();
  return (
    <div data-testid="public-layout">
      <header>
        <NavLink to="/">{church.branchName}</NavLink>
        <nav aria-label="Main">
          {NAV.map(([to, label]) => (
            <NavLink key={to} to={to} end={to === '/'}>
              {label}
            </NavLink>
          ))}
        </nav>
      </header>
      <main>
        <Outlet />
      </main>
      <footer data-testid="public-site-build" data-build={__BUILD_MARKER__}>
        <p>
          {church.branchName} · {church.fullTitle}
        </p>
      </footer>
    </div>
  );
}
