import { Download } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Button } from 'shared-ui';
import { runningTime } from 'shared-ui/recording-facts';
import page from '../../../lib/page.module.css';
import styles from './sermon-media.module.css';

const SPEEDS = [1, 1.25, 1.5, 1.75, 2];
const SPEED_KEY = 'piwc:listening-speed';
/** Where each recording was left, on this device only. */
const placeKey = (src: string) => `piwc:listened:${src}`;
/** Saved this often while playing; closer to either end there is nothing to come back to. */
const SAVE_EVERY_S = 5;
const NOT_WORTH_RESUMING_S = 10;

const stored = (key: string) => {
  try {
    return localStorage.getItem(key);
  } catch {
    return null; // storage blocked: the player still plays, from the start
  }
};
const store = (key: string, value: string | null) => {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // not remembered on this device
  }
};

/**
 * The browser's own player (seeking, keyboard, screen readers), with a speed choice, the place left off
 * kept on this device, and a download. preload="none": no byte of the recording before Play, so its format, size
 * and length (`facts`, known of an upload) are told beside the download for a listener counting their data.
 */
export function AudioPlayer({ src, title, facts }: { src: string; title: string; facts: string | null }) {
  const audio = useRef<HTMLAudioElement>(null);
  const [speed, setSpeed] = useState(() => Number(stored(SPEED_KEY)) || 1);
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const lastSaved = useRef(0);

  useEffect(() => {
    if (audio.current) audio.current.playbackRate = speed;
  }, [speed]);

  const onLoadedMetadata = () => {
    const element = audio.current!;
    element.playbackRate = speed;
    const place = Number(stored(placeKey(src)));
    if (place > NOT_WORTH_RESUMING_S && place < element.duration - NOT_WORTH_RESUMING_S) {
      element.currentTime = place;
      setResumedAt(place);
    }
  };
  const onTimeUpdate = () => {
    const now = audio.current!.currentTime;
    if (Math.abs(now - lastSaved.current) < SAVE_EVERY_S) return;
    lastSaved.current = now;
    store(placeKey(src), String(Math.floor(now)));
  };

  return (
    <div className={styles.audio}>
      <audio
        ref={audio}
        src={src}
        controls
        preload="none"
        aria-label={`Audio: ${title}`}
        onLoadedMetadata={onLoadedMetadata}
        onTimeUpdate={onTimeUpdate}
        onEnded={() => store(placeKey(src), null)}
      />
      {resumedAt !== null && (
        <p className={styles.resumed} role="status">
          Carrying on from {runningTime(resumedAt)}, where you left off.{' '}
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              audio.current!.currentTime = 0;
              setResumedAt(null);
            }}
          >
            Start from the beginning
          </Button>
        </p>
      )}
      <div className={styles.controls}>
        <div role="group" aria-label="Speed" className={styles.speeds}>
          {SPEEDS.map((s) => (
            <Button
              key={s}
              size="sm"
              variant={s === speed ? 'primary' : 'secondary'}
              aria-pressed={s === speed}
              onClick={() => {
                setSpeed(s);
                store(SPEED_KEY, String(s));
              }}
            >
              {`${s}×`}
            </Button>
          ))}
        </div>
        <span>
          <a href={src} download className={styles.download}>
            <Download size={16} aria-hidden="true" /> Download the audio
          </a>
          {facts && <span className={page.meta}> ({facts})</span>}
        </span>
      </div>
    </div>
  );
}
