import { Play } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'shared-ui';
import { connectionSavesData } from 'shared-ui/save-data';
import { Section } from '../../../lib/section';
import { AudioPlayer } from './audio-player';
import styles from './sermon-media.module.css';

/** YouTube and Vimeo links play in their own player; a file URL plays in the browser's. */
export function embedUrl(url: string): string | null {
  try {
    const u = new URL(url);
    const host = u.hostname.replace(/^www\.|^m\./, '');
    if (host === 'youtu.be') return `https://www.youtube-nocookie.com/embed/${u.pathname.slice(1)}`;
    if (host === 'youtube.com') {
      const id = u.searchParams.get('v') ?? u.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]+)/)?.[1];
      return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
    }
    if (host === 'vimeo.com') {
      const id = u.pathname.match(/^\/(\d+)/)?.[1];
      return id ? `https://player.vimeo.com/video/${id}` : null;
    }
    return null;
  } catch {
    return null;
  }
}

export function SermonMedia({
  title,
  audioUrl,
  audioFacts,
  videoUrl,
}: {
  title: string;
  audioUrl: string | null;
  /** The uploaded recording's format, size and length (`recordingFacts`); null for a link. */
  audioFacts: string | null;
  videoUrl: string | null;
}) {
  const [videoShown, setVideoShown] = useState(false);
  if (!audioUrl && !videoUrl) return null;
  const embed = videoUrl ? embedUrl(videoUrl) : null;
  return (
    <Section id="sermon-media" title="Watch and listen">
      {videoUrl &&
        (embed && !videoShown ? (
          // The player (and YouTube's or Vimeo's requests) load only when the visitor asks for the video.
          <Button
            className={styles.videoButton}
            variant="secondary"
            icon={<Play size={20} />}
            onClick={() => setVideoShown(true)}
          >
            Watch the video
          </Button>
        ) : embed ? (
          <iframe
            className={styles.video}
            src={embed}
            title={`Video: ${title}`}
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <video
            className={styles.video}
            src={videoUrl}
            controls
            // Saving data, not a byte of the file before Play (its length shows then).
            preload={connectionSavesData() ? 'none' : 'metadata'}
            aria-label={`Video: ${title}`}
          />
        ))}
      {audioUrl && <AudioPlayer src={audioUrl} title={title} facts={audioFacts} />}
    </Section>
  );
}
