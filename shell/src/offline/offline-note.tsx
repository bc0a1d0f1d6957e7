import { useSyncExternalStore } from 'react';
import { connectionState, subscribeToConnection } from './connection';
import styles from './offline-note.module.css';

let savedOn: Intl.DateTimeFormat | undefined;
/** Made on first use: a page's first DateTimeFormat costs 15–25 ms, and most visits never show the note. */
const formatSavedAt = (iso: string) =>
  (savedOn ??= new Intl.DateTimeFormat('en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: 'numeric',
    minute: '2-digit',
  })).format(new Date(iso));

/** The quiet line a page shows while what it shows was saved on this device and the network is not answering. */
export function OfflineNote() {
  const { savedAt } = useSyncExternalStore(subscribeToConnection, connectionState);
  if (!savedAt) return null;
  return (
    <p className={styles.note} role="status" data-testid="offline-note">
      You are offline — showing what you saw on <time dateTime={savedAt}>{formatSavedAt(savedAt)}</time>
    </p>
  );
}
