import { useEffect, useId, useState } from 'react';
import { Link, NavLink, useLocation } from 'react-router-dom';
import { useChurch } from 'shared-ui';
import { NAV_ITEMS } from './nav-items';
import styles from './public-layout.module.css';

export function SiteHeader() {
  const church = useChurch();
  const { pathname } = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const listId = useId();

  // A followed link closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setMenuOpen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [menuOpen]);

  return (
    <header className={styles.header}>
      <div className={styles.headerInner}>
        <Link to="/" className={styles.brand}>
          <img src={church.logoUrl} alt="" width={40} height={40} className={styles.logo} />
          <span className={styles.brandText}>
            <span className={styles.brandName}>{church.branchName}</span>
            <span className={styles.brandTitle}>{church.fullTitle}</span>
          </span>
        </Link>
        {/* The disclosure pattern: the toggle lives inside the nav, so "Main" navigation is always there. */}
        <nav aria-label="Main" className={styles.nav}>
          <button
            type="button"
            className={styles.menuButton}
            aria-expanded={menuOpen}
            aria-controls={listId}
            onClick={() => setMenuOpen((open) => !open)}
          >
            <span aria-hidden="true" className={styles.menuIcon} data-open={menuOpen} />
            Menu
          </button>
          <ul id={listId} className={styles.navList} data-open={menuOpen}>
            {NAV_ITEMS.map(({ to, label }) => (
              <li key={to}>
                <NavLink
                  to={to}
                  end={to === '/'}
                  className={styles.navLink}
                  onClick={() => setMenuOpen(false)}
                >
                  {label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </header>
  );
}
