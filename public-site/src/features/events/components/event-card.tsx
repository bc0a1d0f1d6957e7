import { Badge } from 'shared-ui';
import { formatDate, formatTimeRange } from '../../../lib/dates';
import page from '../../../lib/page.module.css';
import { TeaserCard } from '../../../lib/teaser-card';
import { eventQuery } from '../api/get-event';
import { eventsDomain, type ChurchEvent } from 'shared-ui/data';

export function EventCard({
  event,
  headingLevel,
  priority,
}: {
  event: ChurchEvent;
  headingLevel?: 2 | 3;
  priority?: boolean;
}) {
  return (
    <TeaserCard
      to={eventsDomain.publicPaths.of(event)}
      prefetch={eventQuery(event.id)}
      title={event.title}
      image={event.image_url}
      imageMeta={event.image_meta}
      headingLevel={headingLevel}
      priority={priority}
      badges={event.category && <Badge tone="brand">{event.category}</Badge>}
    >
      <p className={page.meta}>
        <time dateTime={event.starts_at}>{formatDate(event.starts_at)}</time> ·{' '}
        {formatTimeRange(event.starts_at, event.ends_at)}
      </p>
      {event.location && <p className={page.meta}>{event.location}</p>}
    </TeaserCard>
  );
}
