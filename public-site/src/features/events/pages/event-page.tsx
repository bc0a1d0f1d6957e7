import { CalendarPlus } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { buttonClassName, PageHeader, VisuallyHidden } from 'shared-ui';
import { addressLine, formatDate, formatTime, formatTimeRange } from 'shared-ui/church';
import {
  churchDay,
  describeRule,
  nextOccurrence,
  occurrenceOn,
  occurrencesOf,
  startOfChurchDay,
  type Occurrence,
} from 'shared-ui/occurrences';
import { ExternalLink } from '../../../lib/church-contact';
import { useChurchSettings } from '../../church';
import { HeroImage } from '../../../lib/hero-image';
import { Facts } from '../../../lib/facts';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { detailPage } from '../../../lib/detail-page';
import { googleEventUrl, occurrenceIcsUrl } from '../api/calendar-links';
import { useEvent } from '../api/get-event';
import type { PublicEvent } from '../api/get-events';
import { OccurrenceBadges } from '../components/occurrence-list';
import { occurrencePath } from '../lib/events-params';
import styles from './event-page.module.css';
import { ShareButton } from '../../../lib/share-button';

const DAY_MS = 24 * 60 * 60 * 1000;
const OTHER_DATES = 4;

/** Places are named the way members say them ("Main Auditorium"), so the search adds the church's town. */
export function mapLink(place: string, churchAddress: string): string {
  const query = [place, churchAddress].filter(Boolean).join(', ');
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(query)}`;
}

function OtherDates({ occurrence }: { occurrence: Occurrence<PublicEvent> }) {
  const after = new Date(Math.max(Date.parse(occurrence.start) + 1, Date.now()));
  const later = occurrencesOf(occurrence.event, { from: after, to: new Date(after.getTime() + 120 * DAY_MS) })
    .filter((o) => o.day !== occurrence.day)
    .slice(0, OTHER_DATES);
  if (later.length === 0) return null;
  return (
    <section aria-labelledby="other-dates" className={styles.otherDates}>
      <h2 id="other-dates">Next dates</h2>
      <ul>
        {later.map((o) => (
          <li key={o.day}>
            <Link to={occurrencePath(o)}>
              {formatDate(o.start)}, {formatTime(o.start)}
            </Link>{' '}
            <OccurrenceBadges occurrence={{ ...o, event: { ...o.event, category: null } }} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function OccurrenceDetail({ occurrence: o }: { occurrence: Occurrence<PublicEvent> }) {
  const settings = useChurchSettings().data;
  const event = o.event;
  const when = `${formatDate(o.start)}, ${formatTime(o.start)}`;
  useDocumentMeta(
    o.cancelled ? `Cancelled: ${o.title}` : o.title,
    `${o.cancelled ? 'Cancelled: ' : ''}${o.title} on ${when}. ${event.description ?? ''}`.trim(),
  );
  return (
    <article className={page.article}>
      <PageHeader
        breadcrumbs={<Link to="/events">← All events</Link>}
        eyebrow={
          <span className={page.badges}>
            <OccurrenceBadges occurrence={o} />
          </span>
        }
        title={o.title}
        actions={<ShareButton title={o.title} />}
      />
      {o.cancelled && (
        <div className={styles.cancelled} role="note">
          <strong>Cancelled.</strong> {o.title} on {formatDate(o.start)} will not take place.
          {o.note && <> {o.note}</>}
        </div>
      )}
      <HeroImage src={event.image_url} meta={event.image_meta} />
      <Facts
        facts={[
          [
            'Date',
            <time dateTime={o.start} className={o.cancelled ? styles.struck : undefined}>
              {formatDate(o.start)}
            </time>,
          ],
          ['Time', <>{formatTimeRange(o.start, o.end)} (Ghana time)</>],
          [
            'Moved',
            o.moved && !o.cancelled && (
              <>
                Usually {formatDate(o.ruleStart)}, {formatTime(o.ruleStart)}
              </>
            ),
          ],
          ['Repeats', event.rrule && <>{describeRule(event.rrule, event.starts_at)}</>],
          [
            'Place',
            o.location && (
              <>
                {o.location}
                {' · '}
                <ExternalLink href={mapLink(o.location, settings ? addressLine(settings) : '')}>
                  Show on map
                </ExternalLink>
              </>
            ),
          ],
        ]}
      />
      {!o.cancelled && o.note && <p className={styles.note}>{o.note}</p>}
      {!o.cancelled && (
        <div className={page.actions}>
          <a className={buttonClassName()} href={occurrenceIcsUrl(o)} download>
            <CalendarPlus size={18} aria-hidden="true" /> Add to calendar
          </a>
          <a
            className={buttonClassName({ variant: 'secondary' })}
            href={googleEventUrl(o, window.location.href)}
            target="_blank"
            rel="noreferrer"
          >
            Add to Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
          </a>
        </div>
      )}
      {event.description && <p className={page.prose}>{event.description}</p>}
      {o.recurring && <OtherDates occurrence={o} />}
    </article>
  );
}

function NotOnThatDay({ event, day }: { event: PublicEvent; day: string }) {
  const next = nextOccurrence(event, new Date());
  useDocumentMeta(event.title, `${event.title} does not take place on that date.`);
  return (
    <article className={page.article}>
      <PageHeader breadcrumbs={<Link to="/events">← All events</Link>} title={event.title} />
      <p className={page.lead}>
        {/^\d{4}-\d{2}-\d{2}$/.test(day) && churchDay(startOfChurchDay(day)) === day
          ? `${event.title} does not take place on ${formatDate(`${day}T12:00:00Z`)}.`
          : `“${day}” is not a date we can look up.`}
      </p>
      {next && (
        <p>
          <Link to={occurrencePath(next)}>
            Next: {formatDate(next.start)}, {formatTime(next.start)}
          </Link>
        </p>
      )}
    </article>
  );
}

function EventDetail({ row: event }: { row: PublicEvent }) {
  const [params] = useSearchParams();
  const day = params.get('on') ?? undefined;
  const occurrence = useMemo(() => {
    if (day || !event.rrule) return occurrenceOn(event, day);
    // A series opened without a date shows its next one (or its first, once it has ended).
    return nextOccurrence(event, new Date()) ?? occurrenceOn(event, churchDay(event.starts_at));
  }, [event, day]);
  if (!occurrence) return <NotOnThatDay event={event} day={day ?? ''} />;
  return <OccurrenceDetail occurrence={occurrence} />;
}

export const EventPage = detailPage('event', useEvent, EventDetail);
