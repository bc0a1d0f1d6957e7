import clsx from 'clsx';
import type { ReactNode } from 'react';
import styles from './beside-label.module.css';

interface BesideLabelProps {
  /** The control's id, which the label points at. */
  id: string | undefined;
  label: ReactNode;
  className?: string;
  /** The label beside the control's middle, or its top (for a label that may wrap onto more lines). */
  align?: 'center' | 'start';
  children: ReactNode;
}

/**
 * A control that is a box of its own (a checkbox, a switch) with its label beside it; without a label it stands
 * alone (a <Field layout="inline"> labels it), and `className` is the control's.
 */
export function BesideLabel({ id, label, className, align = 'center', children }: BesideLabelProps) {
  if (!label) return <>{children}</>;
  return (
    <span className={clsx(styles.row, align === 'start' && styles.start, className)}>
      {children}
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
    </span>
  );
}
