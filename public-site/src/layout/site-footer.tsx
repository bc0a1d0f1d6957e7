import { Link } from 'react-router-dom';
import { useChurch } from 'shared-ui';
import { ChurchAddress, ServiceTimes, useChurchSettings } from '../features/church';
import { ExternalLink, telHref } from '../lib/church-contact';
import { NAV_ITEMS } from './nav-items';
import styles from './public-layout.module.css';

export function SiteFooter() {
  const church = useChurch();
  // The office's details (/admin/settings). The footer comes with them (or without, once their read has failed):
  // filling in where a short page or its skeleton lets it show, it pushed its own lines down (a shift of ~0.12).
  const { isPending, data: settings } = useChurchSettings();
  if (isPending) return null;
  return (
    <footer className={styles.footer} data-testid="public-site-build" data-build={__BUILD_MARKER__}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.footerHeading}>
            Visit us
          </h2>
          {settings && <ChurchAddress settings={settings} className={styles.address} />}
          <p>
            <Link to="/visit">Plan your visit</Link> · <Link to="/give">Give</Link>
          </p>
        </section>
        <section aria-labelledby="footer-times">
          <h2 id="footer-times" className={styles.footerHeading}>
            Service times
          </h2>
          {settings && <ServiceTimes times={settings.service_times} className={styles.plainList} />}
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            Contact
          </h2>
          <ul className={styles.plainList}>
            {settings?.phone && (
              <li>
                <a href={telHref(settings.phone)}>{settings.phone}</a>
              </li>
            )}
            {settings?.email && (
              <li>
                <a href={`mailto:${settings.email}`}>{settings.email}</a>
              </li>
            )}
            {settings?.social_links.map((s) => (
              <li key={s.url}>
                <ExternalLink href={s.url}>{s.label}</ExternalLink>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-label="Footer" className={styles.footerNav}>
          <ul className={styles.plainList}>
            {NAV_ITEMS.map(({ to, label }) => (
              <li key={to}>
                <Link to={to}>{label}</Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <p className={styles.copyright}>
        © {new Date().getFullYear()} {church.branchName} · {church.fullTitle}
      </p>
    </footer>
  );
}
