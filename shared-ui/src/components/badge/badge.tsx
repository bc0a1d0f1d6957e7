import clsx from 'clsx';
import type { ComponentProps } from 'react';
import styles from './badge.module.css';

export type BadgeTone = 'neutral' | 'brand' | 'accent' | 'success' | 'warning' | 'danger';

export interface BadgeProps extends ComponentProps<'span'> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'neutral', className, ...rest }: BadgeProps) {
  return <span {...rest} className={clsx(styles.badge, styles[tone], className)} />;
}
