import { Headphones, Video } from 'lucide-react';
import type { Sermon } from 'shared-ui/data';
import { runningTime } from 'shared-ui/recording-facts';
import styles from './sermon-recordings.module.css';

type RecordingColumns = Pick<Sermon, 'audio_url' | 'video_url' | 'audio_duration_seconds'>;

/**
 * What a listed sermon can be heard or watched as, for a visitor choosing one to play ("Audio, 52:30 · Video"):
 * on the sermon list, where its card would otherwise not say which sermons were recorded.
 */
export function SermonRecordings({ sermon }: { sermon: RecordingColumns }) {
  const { audio_url: audio, video_url: video, audio_duration_seconds: seconds } = sermon;
  if (!audio && !video) return null;
  return (
    <p className={styles.recordings}>
      {audio && (
        <span>
          <Headphones size={16} aria-hidden="true" />
          {seconds ? `Audio, ${runningTime(seconds)}` : 'Audio'}
        </span>
      )}
      {video && (
        <span>
          <Video size={16} aria-hidden="true" />
          Video
        </span>
      )}
    </p>
  );
}
