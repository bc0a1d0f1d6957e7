import type { ReactNode } from 'react';
import { Spinner } from 'shared-ui';
import styles from './status-screen.module.css';

export interface StatusScreenProps {
  /** Read by screen readers while the spinner turns. */
  label: string;
  children?: ReactNode;
}

/** A full-height centred spinner with optional text and actions (session check, admin check). */
export function StatusScreen({ label, children }: StatusScreenProps) {
  return (
    <main className={styles.screen} aria-busy="true">
      <span className={styles.spinner}>
        <Spinner size="lg" label={label} />
      </span>
      {children}
    </main>
  );
}
