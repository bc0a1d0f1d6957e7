import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './page-header.module.css';

export interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  description?: ReactNode;
  /** A short kicker above the title, e.g. "Sermons". */
  eyebrow?: ReactNode;
  /** Buttons on the right (below on mobile), e.g. "New event". */
  actions?: ReactNode;
  /** A back link or breadcrumb nav above the title. */
  breadcrumbs?: ReactNode;
  className?: string;
}

export function PageHeader({
  title,
  description,
  eyebrow,
  actions,
  breadcrumbs,
  className,
}: PageHeaderProps) {
  return (
    <header className={clsx(styles.root, className)}>
      <div className={styles.text}>
        {breadcrumbs ? <div className={styles.breadcrumbs}>{breadcrumbs}</div> : null}
        {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
        <h1 className={styles.title}>{title}</h1>
        {description ? <p className={styles.description}>{description}</p> : null}
      </div>
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </header>
  );
}
