import type { ComponentProps } from 'react';
import styles from './visually-hidden.module.css';

/** Text for screen readers only. */
export function VisuallyHidden(props: ComponentProps<'span'>) {
  return <span {...props} className={styles.root} />;
}

export const visuallyHiddenClassName = styles.root;
