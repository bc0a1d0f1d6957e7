import { Link } from 'react-router-dom';
import { useChurch } from 'shared-ui';
import { ChurchAddress, ExternalLink, ServiceTimes, telHref } from '../lib/church-contact';
import { NAV_ITEMS } from './nav-items';
import styles from './public-layout.module.css';

export function SiteFooter() {
  const church = useChurch();
  return (
    <footer className={styles.footer} data-testid="public-site-build" data-build={__BUILD_MARKER__}>
      <div className={styles.footerInner}>
        <section aria-labelledby="footer-visit">
          <h2 id="footer-visit" className={styles.footerHeading}>
            Visit us
          </h2>
          <ChurchAddress className={styles.address} />
          <p>
            <Link to="/visit">Plan your visit</Link> · <Link to="/give">Give</Link>
          </p>
        </section>
        <section aria-labelledby="footer-times">
          <h2 id="footer-times" className={styles.footerHeading}>
            Service times
          </h2>
          <ServiceTimes className={styles.plainList} />
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={styles.footerHeading}>
            Contact
          </h2>
          <ul className={styles.plainList}>
            <li>
              <a href={telHref(church.phone)}>{church.phone}</a>
            </li>
            <li>
              <a href={`mailto:${church.email}`}>{church.email}</a>
            </li>
            {church.social?.map((s) => (
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
