import { Menu } from 'lucide-react';
import { Link, NavLink } from 'react-router-dom';
import { lazyComponent, Sheet, SheetClose, useChurch, useSheetOnDemand } from 'shared-ui';
import { NAV_ITEMS } from './nav-items';
import styles from './public-layout.module.css';

/** Holds the box's place until it comes, so the header does not shift when it does. */
const searchSlot = <span className={styles.searchSlot} aria-hidden="true" />;
// The search box's code comes once the splash has lifted (nobody can type under it), off a visitor's first load.
const SearchBox = lazyComponent(
  async () => (await import('./after-first-screen-parts')).SearchBox,
  () => searchSlot,
  {
    afterFirstScreen: true,
    optional: true,
  },
);

function NavLinks({ inSheet = false }: { inSheet?: boolean }) {
  return (
    <ul className={inSheet ? styles.sheetList : styles.navList}>
      {NAV_ITEMS.map(({ to, label }) => {
        const link = (
          <NavLink to={to} end={to === '/'} className={inSheet ? styles.sheetLink : styles.navLink}>
            {label}
          </NavLink>
        );
        // In the phone menu, following a link also closes the sheet.
        return <li key={to}>{inSheet ? <SheetClose>{link}</SheetClose> : link}</li>;
      })}
    </ul>
  );
}

export function SiteHeader() {
  const church = useChurch();
  const menu = useSheetOnDemand();
  const menuButton = (
    <button type="button" className={styles.menuButton} onClick={menu.onTrigger}>
      <Menu size={20} aria-hidden="true" />
      Menu
    </button>
  );

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
        <SearchBox />
        {/* Below 768 px the links give way to the Menu button, which stays inside the Main navigation. */}
        <nav aria-label="Main" className={styles.nav}>
          <NavLinks />
          {menu.wanted ? (
            <Sheet {...menu.sheet} title="Menu" trigger={menuButton}>
              <nav aria-label="Main menu">
                <NavLinks inSheet />
              </nav>
              {/* On a phone the header has room for this menu only: search is here. */}
              <SheetClose>
                <Link to="/search" className={styles.sheetLink}>
                  Search the site
                </Link>
              </SheetClose>
            </Sheet>
          ) : (
            menuButton
          )}
        </nav>
      </div>
    </header>
  );
}
