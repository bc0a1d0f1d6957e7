import { Link } from 'react-router-dom';
import { QuerySection } from '../../../lib/query-section';
import type { QueryListProps } from '../../../lib/query-view';
import { AnnouncementCard, useLatestAnnouncements } from '../../announcements';
import { EventCard, useUpcomingEvents } from '../../events';
import { useMinistries } from '../../ministries';
import { NoticeCard, useNotices } from '../../notices';
import { SermonCard, useLatestSermons } from '../../sermons';
import styles from './home-list-sections.module.css';
import { ministriesDomain } from 'shared-ui/data';
import type { ReadOptions } from 'shared-ui/query';

// Each section reads its own list, so one list arriving re-renders that section, not the whole home page. The
// page says when a section may read (ReadOptions): its skeleton shows until then.

type HomeListProps<T> = QueryListProps<T> & { title: string; page: string };

/**
 * A list on the home page: a taste of one page's content ("events"), with a link to all of it on that page.
 * The page names the section's anchor and, unless told otherwise, what failed to load.
 */
function HomeList<T extends { id: string }>({ page, ...section }: HomeListProps<T>) {
  return (
    <QuerySection
      id={`home-${page}`}
      errorTitle={`We couldn’t load the ${page}.`}
      action={<Link to={`/${page}`}>{`All ${page}`}</Link>}
      {...section}
    />
  );
}

/** The next three events. */
export function UpcomingEventsSection(reads: ReadOptions) {
  const events = useUpcomingEvents(3, reads);
  return (
    <HomeList
      title="Upcoming events"
      page="events"
      query={events}
      empty="No events are planned right now: check back soon."
      card={(e) => <EventCard event={e} />}
    />
  );
}

/** The most recent sermon. */
export function LatestSermonSection(reads: ReadOptions) {
  const sermon = useLatestSermons(1, reads);
  return (
    <HomeList
      title="Latest sermon"
      page="sermons"
      query={sermon}
      count={1}
      errorTitle="We couldn’t load the latest sermon."
      empty="Sermons will appear here soon."
    >
      {(list) => <SermonCard sermon={list[0]!} />}
    </HomeList>
  );
}

/** The three newest announcements. */
export function LatestAnnouncementsSection(reads: ReadOptions) {
  const announcements = useLatestAnnouncements(3, reads);
  return (
    <HomeList
      title="Latest announcements"
      page="announcements"
      query={announcements}
      empty="No announcements at the moment."
      card={(a) => <AnnouncementCard announcement={a} />}
    />
  );
}

/** Up to three notices pinned to the board. */
export function PinnedNoticesSection(reads: ReadOptions) {
  const notices = useNotices({ pinnedOnly: true, limit: 3 }, reads);
  return (
    <HomeList
      title="Pinned notices"
      page="notices"
      query={notices}
      count={2}
      empty="Nothing is pinned on the notice board today."
      card={(n) => <NoticeCard notice={n} />}
    />
  );
}

/** A chip for each of the first six ministries. */
export function MinistriesSection(reads: ReadOptions) {
  const ministries = useMinistries(reads);
  return (
    <HomeList
      title="Find your place"
      page="ministries"
      query={ministries}
      empty="Our ministries will be listed here soon."
    >
      {(list) => (
        <ul className={styles.chips}>
          {list.slice(0, 6).map((m) => (
            <li key={m.id}>
              <Link to={ministriesDomain.publicPaths.of(m)} className={styles.chip}>
                <strong>{m.name}</strong>
                {m.summary && <span>{m.summary}</span>}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </HomeList>
  );
}
