import { Section } from '../../../lib/section';
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
  videoUrl,
}: {
  title: string;
  audioUrl: string | null;
  videoUrl: string | null;
}) {
  if (!audioUrl && !videoUrl) return null;
  const embed = videoUrl ? embedUrl(videoUrl) : null;
  return (
    <Section id="sermon-media" title="Watch and listen">
      {videoUrl &&
        (embed ? (
          <iframe
            className={styles.video}
            src={embed}
            title={`Video: ${title}`}
            loading="lazy"
            allow="encrypted-media; picture-in-picture; fullscreen"
            allowFullScreen
          />
        ) : (
          <video
            className={styles.video}
            src={videoUrl}
            controls
            preload="metadata"
            aria-label={`Video: ${title}`}
          />
        ))}
      {audioUrl && (
        <div className={styles.audio}>
          <audio src={audioUrl} controls preload="none" aria-label={`Audio: ${title}`} />
          <a href={audioUrl} download>
            Download the audio
          </a>
        </div>
      )}
    </Section>
  );
}
