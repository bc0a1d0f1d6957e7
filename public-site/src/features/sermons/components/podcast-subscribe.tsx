import { Copy, Podcast } from 'lucide-react';
import { Button, buttonClassName } from 'shared-ui';
import { supabaseSettings } from 'shared-ui/connection';
import callout from '../../../lib/callout.module.css';
import { copyLink } from '../../../lib/copy-link';
import styles from './podcast-subscribe.module.css';

/** The sermons-feed Edge Function: every published sermon with a recording, as a podcast (RSS). */
const podcastFeedUrl = () => `${supabaseSettings().url}/functions/v1/sermons-feed`;

const copyFeedLink = () =>
  copyLink(
    podcastFeedUrl(),
    'Podcast link copied: paste it into your podcast app’s “follow by URL”.',
    'Your browser would not copy the link. Select it below and copy it.',
  );

/** The sermons as a podcast: one tap for Apple Podcasts, the link for any other app, and how to add it. */
export function PodcastSubscribe() {
  return (
    <aside className={callout.callout} aria-labelledby="podcast-title">
      <div>
        <h2 id="podcast-title">Listen as a podcast</h2>
        <p>New sermons arrive in your podcast app every week, to play offline.</p>
      </div>
      <div className={callout.actions}>
        <a className={buttonClassName()} href={podcastFeedUrl().replace(/^https?:/, 'podcast:')}>
          <Podcast size={18} aria-hidden="true" /> Apple Podcasts
        </a>
        <Button variant="secondary" icon={<Copy size={18} />} onClick={() => void copyFeedLink()}>
          Copy podcast link
        </Button>
      </div>
      <details className={styles.help}>
        <summary>How to add it to another app</summary>
        <ul>
          <li>
            <strong>Apple Podcasts</strong> (iPhone, Mac): Library → ⋯ → Follow a Show by URL, then paste the
            link.
          </li>
          <li>
            <strong>Pocket Casts, Overcast, AntennaPod</strong> and most Android apps: Add podcast → by URL.
          </li>
          <li>
            <strong>Spotify</strong> cannot follow a link: search for the church’s name once the office has
            listed the podcast there.
          </li>
        </ul>
        <p className={styles.link}>{podcastFeedUrl()}</p>
      </details>
    </aside>
  );
}
