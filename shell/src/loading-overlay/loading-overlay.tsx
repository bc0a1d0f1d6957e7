import { Spinner } from 'shared-ui';
import type { ShellRouter } from '../router';
import { useRouteLoading } from './use-route-loading';
import styles from './loading-overlay.module.css';

export function LoadingOverlay({ router }: { router: ShellRouter }) {
  if (!useRouteLoading(router)) return null;
  return (
    <div className={styles.overlay} data-testid="loading-overlay">
      <Spinner label="Loading page" size="lg" />
    </div>
  );
}
