import { LogOut, Menu } from 'lucide-react';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { useAuthStore } from 'shared-auth';
import { Button, Sheet, SheetClose, useSheetOnDemand } from 'shared-ui';
// The api file itself, not the feature's index: the layout must not pull the inbox page into its chunk.
import { useLiveMessages } from '../features/contact-messages/api/use-live-messages';
import { useWideScreen } from '../lib/use-wide-screen';
import { ADMIN_PAGES, ADMIN_ROOT } from './admin-pages';
import styles from './admin-layout.module.css';

function NavLinks({ inSheet = false }: { inSheet?: boolean }) {
  return (
    <ul className={styles.navList}>
      {ADMIN_PAGES.map(({ to, label, icon: Icon }) => {
        const link = (
          <NavLink to={to} end={to === ADMIN_ROOT} className={styles.navLink}>
            <Icon size={18} aria-hidden="true" />
            {label}
          </NavLink>
        );
        return <li key={to}>{inSheet ? <SheetClose>{link}</SheetClose> : link}</li>;
      })}
    </ul>
  );
}

/** The admin frame: header with who is signed in and Sign out, the menu (a sheet on phones), the page. */
export function AdminLayout() {
  const email = useAuthStore((s) => s.user?.email);
  const signOut = useAuthStore((s) => s.signOut);
  // On a computer the menu button is hidden and the sidebar is the menu: no dashboard waits for the sheet's code.
  const menu = useSheetOnDemand();
  // A phone's menu is the sheet: the sidebar, hidden there, is not drawn at all (17 links and their icons
  // fewer in the commit that shows each page).
  const wide = useWideScreen();
  useLiveMessages();
  const menuButton = (
    <Button
      variant="ghost"
      iconOnly
      className={styles.menuButton}
      aria-label="Open admin menu"
      onClick={menu.onTrigger}
    >
      <Menu size={22} aria-hidden="true" />
    </Button>
  );
  return (
    <div data-testid="admin-layout" className={styles.frame}>
      <a href="#admin-main" className={styles.skip}>
        Skip to content
      </a>
      <header className={styles.header}>
        {menu.wanted ? (
          <Sheet {...menu.sheet} side="left" title="Admin menu" trigger={menuButton}>
            <nav aria-label="Admin menu">
              <NavLinks inSheet />
            </nav>
            {/* On a phone the header has no room for it: the menu holds it. */}
            <SheetClose>
              <Link to="/" className={styles.menuSiteLink}>
                View site
              </Link>
            </SheetClose>
          </Sheet>
        ) : (
          menuButton
        )}
        {/* Words wrap whole on a narrow screen, never cut mid-word. */}
        <Link to="/admin" className={styles.brand}>
          <span className={styles.brandName}>PIWC Asokwa</span> <span className={styles.brandSub}>Admin</span>
        </Link>
        <span className={styles.user} title={email}>
          {email ? <>Signed in as {email}</> : null}
        </span>
        <Link to="/" className={styles.siteLink}>
          View site
        </Link>
        <Button variant="secondary" size="sm" icon={<LogOut size={16} />} onClick={() => void signOut()}>
          Sign out
        </Button>
      </header>
      <div className={styles.body}>
        {wide ? (
          <nav aria-label="Admin" className={styles.sidebar}>
            <NavLinks />
          </nav>
        ) : null}
        <main id="admin-main" className={styles.main} tabIndex={-1}>
          <Outlet />
        </main>
      </div>
    </div>
  );
}
