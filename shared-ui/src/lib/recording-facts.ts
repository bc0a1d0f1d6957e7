import { SERMON_AUDIO } from '../data/storage/buckets';
import type { Sermon } from '../data';
import { formatBytes } from './format-bytes';

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** 5 → "0:05", 3150 → "52:30", 4350 → "1:12:30": a recording's length, or a place in it, as the browser's player
 * shows it. */
export function runningTime(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const rest = twoDigits(whole % 60);
  return hours > 0 ? `${hours}:${twoDigits(minutes)}:${rest}` : `${minutes}:${rest}`;
}

type RecordingColumns = Pick<Sermon, 'audio_mime_type' | 'audio_size_bytes' | 'audio_duration_seconds'>;

/**
 * An uploaded recording as someone deciding whether to spend their data on it needs it: "MP3, 38 MB, 52:30" (the
 * format named by its file extension in the bucket's rules). Null for a recording that is a link, not an upload:
 * nothing is known of it.
 */
export function recordingFacts(sermon: RecordingColumns): string | null {
  const { audio_mime_type: type, audio_size_bytes: bytes, audio_duration_seconds: seconds } = sermon;
  const extension = type ? SERMON_AUDIO.types[type]?.[0] : undefined;
  if (!extension || !bytes || !seconds) return null;
  return `${extension.slice(1).toUpperCase()}, ${formatBytes(bytes)}, ${runningTime(seconds)}`;
}
