import { Outlet } from 'react-router-dom';
import { LiveBanner } from './live-banner';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

export function PublicLayout() {
  return (
    <div data-testid="public-layout" className={styles.layout}>
      <a href="#main-content" className={styles.skipLink}>
        Skip to content
      </a>
      <SiteHeader />
      <LiveBanner />
      <main id="main-content" tabIndex={-1} className={styles.main}>
        <Outlet />
      </main>
      <SiteFooter />
    </div>
  );
}
