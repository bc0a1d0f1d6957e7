import { Link } from 'react-router-dom';
import { CardGrid } from '../../../lib/card-grid';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { Section } from '../../../lib/section';
import { AnnouncementCard, useLatestAnnouncements } from '../../announcements';
import { EventCard, useUpcomingEvents } from '../../events';
import { useMinistries } from '../../ministries';
import { NoticeCard, useNotices } from '../../notices';
import { SermonCard, useLatestSermons } from '../../sermons';
import styles from './home-list-sections.module.css';
import { ministriesDomain } from 'shared-ui/data';

// Each section reads its own list, so one list arriving re-renders that section, not the whole home page.

/** The next three events. */
export function UpcomingEventsSection() {
  const events = useUpcomingEvents(3);
  return (
    <Section id="home-events" title="Upcoming events" action={<Link to="/events">All events</Link>}>
      <QueryView
        query={events}
        skeleton={<ListSkeleton />}
        errorTitle="We couldn’t load the events."
        empty="No events are planned right now: check back soon."
      >
        {(list) => <CardGrid items={list}>{(e) => <EventCard event={e} />}</CardGrid>}
      </QueryView>
    </Section>
  );
}

/** The most recent sermon. */
export function LatestSermonSection() {
  const sermon = useLatestSermons(1);
  return (
    <Section id="home-sermon" title="Latest sermon" action={<Link to="/sermons">All sermons</Link>}>
      <QueryView
        query={sermon}
        skeleton={<ListSkeleton count={1} />}
        errorTitle="We couldn’t load the latest sermon."
        empty="Sermons will appear here soon."
      >
        {(list) => <SermonCard sermon={list[0]!} />}
      </QueryView>
    </Section>
  );
}

/** The three newest announcements. */
export function LatestAnnouncementsSection() {
  const announcements = useLatestAnnouncements(3);
  return (
    <Section
      id="home-announcements"
      title="Latest announcements"
      action={<Link to="/announcements">All announcements</Link>}
    >
      <QueryView
        query={announcements}
        skeleton={<ListSkeleton />}
        errorTitle="We couldn’t load the announcements."
        empty="No announcements at the moment."
      >
        {(list) => <CardGrid items={list}>{(a) => <AnnouncementCard announcement={a} />}</CardGrid>}
      </QueryView>
    </Section>
  );
}

/** Up to three notices pinned to the board. */
export function PinnedNoticesSection() {
  const notices = useNotices({ pinnedOnly: true, limit: 3 });
  return (
    <Section id="home-notices" title="Pinned notices" action={<Link to="/notices">All notices</Link>}>
      <QueryView
        query={notices}
        skeleton={<ListSkeleton count={2} />}
        errorTitle="We couldn’t load the notices."
        empty="Nothing is pinned on the notice board today."
      >
        {(list) => <CardGrid items={list}>{(n) => <NoticeCard notice={n} />}</CardGrid>}
      </QueryView>
    </Section>
  );
}

/** A chip for each of the first six ministries. */
export function MinistriesSection() {
  const ministries = useMinistries();
  return (
    <Section
      id="home-ministries"
      title="Find your place"
      action={<Link to="/ministries">All ministries</Link>}
    >
      <QueryView
        query={ministries}
        skeleton={<ListSkeleton />}
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
      </QueryView>
    </Section>
  );
}
