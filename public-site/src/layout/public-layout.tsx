import { Outlet } from 'react-router-dom';
import { lazyComponent } from 'shared-ui';
import { LiveBanner } from './live-banner';
import { SiteHeader } from './site-header';
import styles from './public-layout.module.css';

// Below every first screen: its code comes once that screen has shown, off what a phone waits for.
const SiteFooter = lazyComponent(
  async () => (await import('./after-first-screen-parts')).SiteFooter,
  () => null,
  {
    afterFirstScreen: true,
    optional: true,
  },
);

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
