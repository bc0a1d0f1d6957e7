import clsx from 'clsx';
import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './empty-state.module.css';

export interface EmptyStateProps {
  title: ReactNode;
  description?: ReactNode;
  /** A decorative icon; an inbox by default. */
  icon?: ReactNode;
  /** Buttons or links, e.g. "Add the first event". */
  action?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
}: EmptyStateProps) {
  return (
    <StateLayout
      title={title}
      description={description}
      icon={icon ?? <Inbox size={28} />}
      action={action}
      headingLevel={headingLevel}
      className={className}
    />
  );
}

/** The shared layout of EmptyState and ErrorState. */
export function StateLayout({
  title,
  description,
  icon,
  action,
  headingLevel,
  tone = 'neutral',
  role,
  className,
}: EmptyStateProps & { tone?: 'neutral' | 'danger'; role?: 'alert' | 'status' }) {
  const Heading = `h${headingLevel ?? 2}` as 'h2';
  return (
    <div className={clsx(styles.root, tone === 'danger' && styles.danger, className)} role={role}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.actions}>{action}</div> : null}
    </div>
  );
}
