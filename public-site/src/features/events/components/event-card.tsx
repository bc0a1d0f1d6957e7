import { formatDate, formatTimeRange } from 'shared-ui/church';
import page from '../../../lib/page.module.css';
import { teaserOf, TeaserCard, type CardPlacement } from '../../../lib/teaser-card';
import { eventQuery } from '../api/get-event';
import { eventsDomain, type ChurchEvent } from 'shared-ui/data';

export function EventCard({ event, ...placement }: { event: ChurchEvent } & CardPlacement) {
  return (
    <TeaserCard {...placement} {...teaserOf(eventsDomain, eventQuery, event)} tag={event.category}>
      <p className={page.meta}>
        <time dateTime={event.starts_at}>{formatDate(event.starts_at)}</time> ·{' '}
        {formatTimeRange(event.starts_at, event.ends_at)}
      </p>
      {event.location && <p className={page.meta}>{event.location}</p>}
    </TeaserCard>
  );
}
