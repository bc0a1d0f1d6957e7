import { ResponsiveImage } from 'shared-ui';
import page from '../../../lib/page.module.css';
import { detailLink, TeaserCard } from '../../../lib/teaser-card';
import { leaderQuery } from '../api/get-leader';
import { leadersDomain, type Leader } from 'shared-ui/data';
import styles from './leader-card.module.css';

export function LeaderCard({ leader }: { leader: Leader }) {
  const portrait = leader.image_url ? (
    <ResponsiveImage
      src={leader.image_url}
      meta={leader.image_meta}
      alt=""
      width={96}
      height={96}
      sizes="96px"
      position="top"
      className={styles.portrait}
    />
  ) : (
    <span className={styles.initials} aria-hidden="true">
      {initials(leader.name)}
    </span>
  );
  return (
    <TeaserCard
      {...detailLink(leadersDomain.publicPaths, leaderQuery, leader)}
      title={leader.name}
      leading={portrait}
    >
      {leader.role && <p className={page.meta}>{leader.role}</p>}
      {leader.ministry && <p className={page.meta}>{leader.ministry}</p>}
    </TeaserCard>
  );
}

const TITLES = /^(pastor|elder|deacon|deaconess|apostle|prophet|overseer|rev|bro|sis|dr|mr|mrs|ms|prof)\.?$/i;

/** "Pastor Emmanuel K. Owusu-Darko" → "EO": a placeholder portrait for leaders without a photo. */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^[A-Z]/.test(w) && !w.endsWith('.') && !TITLES.test(w));
  const picked = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return picked.map((w) => w![0]).join('') || name.slice(0, 1).toUpperCase();
}
