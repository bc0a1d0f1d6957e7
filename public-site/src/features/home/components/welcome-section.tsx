import { Link } from 'react-router-dom';
import { ResponsiveImage, Skeleton, SkeletonText } from 'shared-ui';
import page from '../../../lib/page.module.css';
import { QueryFailure, queryFailed } from '../../../lib/query-view';
import { useWelcomeSection } from '../api/get-welcome-section';
import styles from './welcome-section.module.css';

/** The welcome text and picture the administrators edit (/admin/welcome). */
export function WelcomeSection() {
  const welcome = useWelcomeSection();
  return (
    <>
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
              meta={welcome.data.image_meta}
              alt=""
              aspectRatio="16 / 9"
              sizes="(min-width: 768px) 40vw, 100vw"
              className={styles.welcomeImage}
            />
          )}
        </section>
      )}
    </>
  );
}
