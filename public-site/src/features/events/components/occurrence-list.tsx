import { Link } from 'react-router-dom';
import { Badge } from 'shared-ui';
import { churchDay, type Occurrence } from 'shared-ui/occurrences';
import { formatDate, formatTimeRange } from 'shared-ui/church';
import type { PublicEvent } from '../api/get-events';
import { occurrencePath } from '../lib/events-params';
import styles from './occurrence-list.module.css';

type EventOccurrence = Occurrence<PublicEvent>;

/** An occurrence's state in words, beside its title: what a member must not miss. */
export function OccurrenceBadges({ occurrence: o }: { occurrence: EventOccurrence }) {
  return (
    <>
      {o.cancelled && <Badge tone="danger">Cancelled</Badge>}
      {!o.cancelled && o.moved && <Badge tone="warning">New time</Badge>}
      {o.event.category && <Badge tone="brand">{o.event.category}</Badge>}
    </>
  );
}

function OccurrenceItem({ occurrence: o }: { occurrence: EventOccurrence }) {
  return (
    <li>
      <Link to={occurrencePath(o)} className={styles.item} data-cancelled={o.cancelled || undefined}>
        <span className={styles.time}>{formatTimeRange(o.start, o.end)}</span>
        <span className={styles.body}>
          <span className={styles.title}>{o.title}</span>
          {o.location && <span className={styles.meta}>{o.location}</span>}
          {o.note && <span className={styles.meta}>{o.note}</span>}
        </span>
        <span className={styles.badges}>
          <OccurrenceBadges occurrence={o} />
        </span>
      </Link>
    </li>
  );
}

/** Occurrences under a heading per day (the day they take place, moved ones on their new day). */
export function OccurrenceList({
  occurrences,
  headingLevel = 3,
  hideDays = false,
}: {
  occurrences: EventOccurrence[];
  headingLevel?: 2 | 3;
  /** One day's occurrences, under a heading of the caller's. */
  hideDays?: boolean;
}) {
  const items = (list: EventOccurrence[]) => (
    <ul className={styles.list}>
      {list.map((o) => (
        <OccurrenceItem key={`${o.event.id}/${o.day}`} occurrence={o} />
      ))}
    </ul>
  );
  if (hideDays) return items(occurrences);
  const days = new Map<string, EventOccurrence[]>();
  for (const o of occurrences) {
    const day = churchDay(o.start);
    days.set(day, [...(days.get(day) ?? []), o]);
  }
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={styles.days}>
      {[...days].map(([day, list]) => (
        <section key={day} aria-labelledby={`day-${day}`}>
          <Heading id={`day-${day}`} className={styles.day}>
            <time dateTime={day}>{formatDate(`${day}T12:00:00Z`)}</time>
          </Heading>
          {items(list)}
        </section>
      ))}
    </div>
  );
}
