import { useChurchSettings } from '../features/church';
import { ExternalLink } from '../lib/church-contact';
import styles from './public-layout.module.css';

/**
 * "We are live now" on every page while the office has the livestream switch on (/admin/settings). Pages that
 * follow changes live (home, events, notices) show and hide it as the office flips the switch.
 */
export function LiveBanner() {
  const settings = useChurchSettings().data;
  if (!settings?.is_live || !settings.livestream_url) return null;
  return (
    <p className={styles.liveBanner} role="status">
      <span className={styles.liveDot} aria-hidden="true" />
      <strong>We are live now</strong>
      <ExternalLink href={settings.livestream_url}>Watch the service</ExternalLink>
    </p>
  );
}
