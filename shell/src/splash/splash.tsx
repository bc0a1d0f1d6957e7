import { useEffect, useState } from 'react';
import { SPLASH_DURATION_MS, useChurch } from 'shared-ui';
import styles from './splash.module.css';

/** Timed from navigation start (performance.now), so the splash lifts at 2.5 s however long JS took. */
export function Splash() {
  const church = useChurch();
  const [visible, setVisible] = useState(() => performance.now() < SPLASH_DURATION_MS);
  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), Math.max(0, SPLASH_DURATION_MS - performance.now()));
    return () => clearTimeout(timer);
  }, [visible]);
  if (!visible) return null;
  return (
    <div className={styles.splash} data-testid="splash" aria-hidden="true">
      <img className={styles.logo} src={church.logoUrl} alt="" width={96} height={96} />
      <p className={styles.branch}>{church.branchName}</p>
      <p className={styles.title}>{church.fullTitle}</p>
    </div>
  );
}
