import { Link } from 'react-router-dom';
import { buttonClassName, ResponsiveImage, Skeleton, SkeletonText, useChurch } from 'shared-ui';
import { CardGrid } from '../../../lib/card-grid';
import page from '../../../lib/page.module.css';
import { ListSkeleton, QueryFailure, QueryView, queryFailed } from '../../../lib/query-view';
import { Section } from '../../../lib/section';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useLatestAnnouncements } from '../../announcements/api/get-latest-announcements';
import { AnnouncementCard } from '../../announcements/components/announcement-card';
import { useUpcomingEvents } from '../../events/api/get-upcoming-events';
import { EventCard } from '../../events/components/event-card';
import { useMinistries } from '../../ministries/api/get-ministries';
import { useNotices } from '../../notices/api/get-notices';
import { NoticeCard } from '../../notices/components/notice-card';
import { useLatestSermons } from '../../sermons/api/get-sermons';
import { SermonCard } from '../../sermons/components/sermon-card';
import { useWelcomeSection } from '../api/get-welcome-section';
import styles from './home-page.module.css';
import { announcementKeys } from '../../announcements/api/keys';
import { eventKeys } from '../../events/api/keys';
import { noticeKeys } from '../../notices/api/keys';
import { welcomeKeys } from '../api/keys';
import { useLiveTables } from '../../../lib/live/use-live-tables';

export function HomePage() {
  const church = useChurch();
  const welcome = useWelcomeSection();
  const events = useUpcomingEvents(3);
  const announcements = useLatestAnnouncements(3);
  const sermon = useLatestSermons(1);
  const notices = useNotices({ pinnedOnly: true, limit: 3 });
  const ministries = useMinistries();
  useLiveTables({
    welcome_section: welcomeKeys.all,
    announcements: announcementKeys.all,
    events: eventKeys.all,
    notices: noticeKeys.all,
  });
  useDocumentMeta(
    church.branchName,
    `${church.branchName}, ${church.fullTitle}: service times, events, sermons and news from our church in ${church.address}.`,
  );

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>{church.fullTitle}</p>
        <h1 id="home-title">{church.branchName}</h1>
        <p className={styles.tagline}>Worship with us in {church.address}. There is a seat for you here.</p>
        <ul className={styles.times} aria-label="Service times">
          {church.serviceTimes.map((s) => (
            <li key={s.label}>
              <strong>{s.label}</strong> {s.time}
            </li>
          ))}
        </ul>
        <div className={page.actions}>
          <Link to="/events" className={buttonClassName({ variant: 'accent' })}>
            What’s on this week
          </Link>
          <Link to="/contact" className={buttonClassName({ variant: 'secondary' })}>
            Plan a visit
          </Link>
        </div>
      </section>

      {queryFailed(welcome) && (
        <div className={page.section}>
          <QueryFailure query={welcome} title="We couldn’t load our welcome." />
        </div>
      )}
      {welcome.isPending && !queryFailed(welcome) && (
        // Holds the welcome's place while it loads, so the sections below don't jump down when it arrives (CLS).
        <div className={`${page.section} ${styles.welcome} ${styles.welcomePending}`} aria-hidden="true">
          <div>
            <Skeleton height="2.25rem" width="60%" />
            <SkeletonText lines={4} />
          </div>
          <Skeleton aspectRatio="16 / 9" radius="var(--radius-lg)" />
        </div>
      )}
      {welcome.data && (
        <section className={`${page.section} ${styles.welcome}`} aria-labelledby="welcome-title">
          <div>
            <h2 id="welcome-title">{welcome.data.title}</h2>
            <p className={page.prose}>{welcome.data.content}</p>
            <Link to="/about">Read our story</Link>
          </div>
          {welcome.data.image_url && (
            <ResponsiveImage
              src={welcome.data.image_url}
              alt=""
              aspectRatio="16 / 9"
              sizes="(min-width: 768px) 40vw, 100vw"
              className={styles.welcomeImage}
            />
          )}
        </section>
      )}

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

      <Section
        id="home-announcements"
        title="Latest announcements"
        action={<Link to="/notices">Notice board</Link>}
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
                  <Link to={`/ministries#ministry-${m.id}`} className={styles.chip}>
                    <strong>{m.name}</strong>
                    {m.summary && <span>{m.summary}</span>}
                  </Link>
                </li>
              ))}
            </ul>
          )}
        </QueryView>
      </Section>
    </>
  );
}
