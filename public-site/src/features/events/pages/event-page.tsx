import { CalendarPlus } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { Badge, Button, PageHeader, useChurch } from 'shared-ui';
import { ExternalLink } from '../../../lib/church-contact';
import { HeroImage } from '../../../lib/hero-image';
import { formatDate, formatTimeRange } from '../../../lib/dates';
import { downloadIcs } from '../../../lib/ics';
import page from '../../../lib/page.module.css';
import { QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import type { ChurchEvent } from 'shared-ui/data';
import { useEvent } from '../api/get-event';

/** Places are named the way members say them ("Main Auditorium"), so the search adds the church's town. */
export function mapLink(place: string, churchAddress: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(`${place}, ${churchAddress}`)}`;
}

function EventDetail({ event }: { event: ChurchEvent }) {
  const church = useChurch();
  useDocumentMeta(event.title, event.description ?? `${event.title} on ${formatDate(event.starts_at)}.`);
  const addToCalendar = () =>
    downloadIcs({
      id: event.id,
      title: event.title,
      description: event.description,
      location: event.location,
      startsAt: event.starts_at,
      endsAt: event.ends_at,
      url: window.location.href,
    });
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/events">← All events</Link>}
        eyebrow={event.category && <Badge tone="brand">{event.category}</Badge>}
        title={event.title}
      />
      <HeroImage src={event.image_url} />
      <dl className={page.facts}>
        <dt>Date</dt>
        <dd>
          <time dateTime={event.starts_at}>{formatDate(event.starts_at)}</time>
        </dd>
        <dt>Time</dt>
        <dd>{formatTimeRange(event.starts_at, event.ends_at)} (Ghana time)</dd>
        {event.location && (
          <>
            <dt>Place</dt>
            <dd>
              {event.location}
              {' · '}
              <ExternalLink href={mapLink(event.location, church.address)}>Show on map</ExternalLink>
            </dd>
          </>
        )}
      </dl>
      <div className={page.actions}>
        <Button icon={<CalendarPlus size={18} />} onClick={addToCalendar}>
          Add to calendar
        </Button>
      </div>
      {event.description && <p className={page.prose}>{event.description}</p>}
    </article>
  );
}

export function EventPage() {
  const { id } = useParams();
  const event = useEvent(id);
  return (
    <QueryView query={event} errorTitle="We couldn’t load this event.">
      {(data) => <EventDetail event={data} />}
    </QueryView>
  );
}
