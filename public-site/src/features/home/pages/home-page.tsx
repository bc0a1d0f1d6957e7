import { Link } from 'react-router-dom';
import { buttonClassName, Skeleton, useChurch } from 'shared-ui';
import page from '../../../lib/page.module.css';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useLiveTables } from '../../../lib/live/use-live-tables';
import { useDrawn } from 'shared-ui/use-drawn';
import { announcementsDomain, eventsDomain, noticesDomain, welcomeDomain } from 'shared-ui/data';
import {
  LatestAnnouncementsSection,
  LatestSermonSection,
  MinistriesSection,
  PinnedNoticesSection,
  UpcomingEventsSection,
} from '../components/home-list-sections';
import { WelcomeSection } from '../components/welcome-section';
import { useWelcomeSection } from '../api/get-welcome-section';
import { ServiceTimes, useChurchSettings, useChurchTown } from '../../church';
import styles from './home-page.module.css';

/**
 * Stand-ins in the list's shape (a name over a day and time, about a service's width), so the hero keeps its
 * height when the times come: two lines of text stood for them, and the hero grew by 48-104 px on a phone.
 */
const timesPending = (
  <ul className={styles.times} aria-hidden="true">
    {['9em', '9.75em', '11.75em', '8.5em'].map((width) => (
      <li key={width}>
        <Skeleton width={width} height="2lh" />
      </li>
    ))}
  </ul>
);

export function HomePage() {
  const church = useChurch();
  const settings = useChurchSettings();
  const town = useChurchTown();
  // What a phone shows first is the hero and the welcome; the sections below read once those have been drawn.
  // Their five reads went out with the first screen's two, and on a slow line they shared it: Lighthouse's
  // phone model had the welcome text (the page's largest paint) wait for all seven, the seventh a round trip
  // behind the others for want of a seventh connection. Under the splash, the wait is not seen.
  const welcome = useWelcomeSection();
  const below = { enabled: useDrawn(!settings.isPending && !welcome.isPending) };
  useLiveTables(welcomeDomain, announcementsDomain, eventsDomain, noticesDomain);
  useDocumentMeta(
    church.branchName,
    `${church.branchName}, ${church.fullTitle}: service times, events, sermons and news from our church in ${town}.`,
  );

  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <p className={styles.eyebrow}>{church.fullTitle}</p>
        <h1 id="home-title">{church.branchName}</h1>
        <p className={styles.tagline}>Worship with us in {town}. There is a seat for you here.</p>
        {settings.data ? (
          <ServiceTimes times={settings.data.service_times} className={styles.times} label="Service times" />
        ) : (
          settings.isPending && timesPending
        )}
        <div className={page.actions}>
          <Link to="/events" className={buttonClassName({ variant: 'accent' })}>
            What’s on this week
          </Link>
          <Link to="/visit" className={buttonClassName({ variant: 'secondary' })}>
            Plan a visit
          </Link>
        </div>
      </section>

      <WelcomeSection />
      <UpcomingEventsSection {...below} />
      <LatestSermonSection {...below} />
      <LatestAnnouncementsSection {...below} />
      <PinnedNoticesSection {...below} />
      <MinistriesSection {...below} />
    </>
  );
}
