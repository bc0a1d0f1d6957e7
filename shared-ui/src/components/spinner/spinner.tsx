import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './spinner.module.css';

export interface SpinnerProps {
  /** Read by screen readers; the spinner itself is decorative. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
  /** Inside a button that already says it is busy, the spinner must not announce itself again. */
  decorative?: boolean;
}

export function Spinner({ label = 'Loading', size = 'md', decorative = false }: SpinnerProps) {
  const ring = <span className={`${styles.spinner} ${styles[size]}`} aria-hidden="true" />;
  if (decorative) return <span className={styles.wrapper}>{ring}</span>;
  return (
    <span role="status" className={styles.wrapper}>
      {ring}
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
