import { Skeleton } from 'shared-ui';
import { heroWidth } from './hero-image';
import styles from './detail-skeleton.module.css';

/** A title, a picture (`hero`: its aspect ratio, a portrait's "4 / 5") and a few lines: a detail page's shape. */
export function DetailSkeleton({ hero = '16 / 9' }: { hero?: string }) {
  return (
    <div className={styles.detail}>
      <Skeleton width="8rem" />
      <Skeleton height="2.5rem" width="70%" />
      <Skeleton aspectRatio={hero} width={heroWidth(hero).css} radius="var(--radius-lg)" />
      <Skeleton />
      <Skeleton width="85%" />
    </div>
  );
}
