import { Link } from 'react-router-dom';
import { QuerySection, type QuerySectionProps } from '../../../lib/query-section';
import { AnnouncementCard, useLatestAnnouncements } from '../../announcements';
import { EventCard, useUpcomingEvents } from '../../events';
import { useMinistries } from '../../ministries';
import { NoticeCard, useNotices } from '../../notices';
import { SermonCard, useLatestSermons } from '../../sermons';
import styles from './home-list-sections.module.css';
import { ministriesDomain } from 'shared-ui/data';

// Each section reads its own list, so one list arriving re-renders that section, not the whole home page.

/** A list on the home page: a taste of one page's content ("events"), with a link to all of it on that page. */
function HomeList<T extends { id: string }>({ page, ...section }: QuerySectionProps<T> & { page: string }) {
  return <QuerySection action={<Link to={`/${page}`}>{`All ${page}`}</Link>} {...section} />;
}

/** The next three events. */
export function UpcomingEventsSection() {
  const events = useUpcomingEvents(3);
  return (
    <HomeList
      id="home-events"
      title="Upcoming events"
      page="events"
      query={events}
      errorTitle="We couldn’t load the events."
      empty="No events are planned right now: check back soon."
      card={(e) => <EventCard event={e} />}
    />
  );
}

/** The most recent sermon. */
export function LatestSermonSection() {
  const sermon = useLatestSermons(1);
  return (
    <HomeList
      id="home-sermon"
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
export function LatestAnnouncementsSection() {
  const announcements = useLatestAnnouncements(3);
  return (
    <HomeList
      id="home-announcements"
      title="Latest announcements"
      page="announcements"
      query={announcements}
      errorTitle="We couldn’t load the announcements."
      empty="No announcements at the moment."
      card={(a) => <AnnouncementCard announcement={a} />}
    />
  );
}

/** Up to three notices pinned to the board. */
export function PinnedNoticesSection() {
  const notices = useNotices({ pinnedOnly: true, limit: 3 });
  return (
    <HomeList
      id="home-notices"
      title="Pinned notices"
      page="notices"
      query={notices}
      count={2}
      errorTitle="We couldn’t load the notices."
      empty="Nothing is pinned on the notice board today."
      card={(n) => <NoticeCard notice={n} />}
    />
  );
}

/** A chip for each of the first six ministries. */
export function MinistriesSection() {
  const ministries = useMinistries();
  return (
    <HomeList
      id="home-ministries"
      title="Find your place"
      page="ministries"
      query={ministries}
      errorTitle="We couldn’t load the ministries."
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
