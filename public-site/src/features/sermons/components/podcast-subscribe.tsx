import { Podcast } from 'lucide-react';
import { buttonClassName } from 'shared-ui';
import { edgeFunctionUrl } from '../../../lib/edge-function-url';
import { CopyLinkButton, FeedCallout } from '../../../lib/feed-callout';
import styles from './podcast-subscribe.module.css';

/** The sermons-feed Edge Function: every published sermon with a recording, as a podcast (RSS). */
const podcastFeedUrl = () => edgeFunctionUrl('sermons-feed');

/** The sermons as a podcast: one tap for Apple Podcasts, the link for any other app, and how to add it. */
export function PodcastSubscribe() {
  return (
    <FeedCallout
      id="podcast-title"
      title="Listen as a podcast"
      description="New sermons arrive in your podcast app every week, to play offline."
      actions={
        <>
          <a className={buttonClassName()} href={podcastFeedUrl().replace(/^https?:/, 'podcast:')}>
            <Podcast size={18} aria-hidden="true" /> Apple Podcasts
          </a>
          <CopyLinkButton
            url={podcastFeedUrl}
            variant="secondary"
            copied="Podcast link copied: paste it into your podcast app’s “follow by URL”."
            refused="Your browser would not copy the link. Select it below and copy it."
          >
            Copy podcast link
          </CopyLinkButton>
        </>
      }
    >
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
    </FeedCallout>
  );
}
