import { useId, type ReactNode } from 'react';
import styles from './preview-frame.module.css';

/** A form's live preview ("how the footer will look"), headed so that it is a region of its own. */
export function PreviewFrame({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.frame}>
      <h2 id={headingId} className={styles.label}>
        {title}
      </h2>
      {children}
    </section>
  );
}
