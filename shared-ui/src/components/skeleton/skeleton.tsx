import clsx from 'clsx';
import type { CSSProperties } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: CSSProperties['borderRadius'];
  /** Reserves space like the element it stands for, e.g. '16 / 9' for an image. */
  aspectRatio?: CSSProperties['aspectRatio'];
  className?: string;
}

/** A grey placeholder shape; decorative (the region that loads should carry aria-busy). */
export function Skeleton({ width, height, radius, aspectRatio, className }: SkeletonProps) {
  return (
    <span
      aria-hidden="true"
      data-skeleton=""
      className={clsx(styles.skeleton, height === undefined && !aspectRatio && styles.text, className)}
      style={{ width, height, borderRadius: radius, aspectRatio }}
    />
  );
}

export function SkeletonText({ lines = 3, className }: { lines?: number; className?: string }) {
  return (
    <span className={clsx(styles.lines, className)} aria-hidden="true">
      {Array.from({ length: lines }, (_, i) => (
        <Skeleton key={i} />
      ))}
    </span>
  );
}
