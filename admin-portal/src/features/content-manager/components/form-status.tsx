import { fromDateTimeLocal } from 'shared-ui/inputs';
import { publicationStatus } from '../api/publication-status';
import { StatusBadge } from './status-badge';
import styles from './item-form.module.css';

/** Where the item will stand with visitors once saved as it is in the form (Draft, Scheduled, Live, Expired). */
export function FormStatus({ values }: { values: Record<string, unknown> }) {
  if (!('published' in values)) return null;
  const status = publicationStatus({
    published: Boolean(values.published),
    publish_at: fromDateTimeLocal(String(values.publish_at ?? '')),
    expires_at: fromDateTimeLocal(String(values.expires_at ?? '')),
  });
  return status ? (
    <p className={styles.wide} aria-live="polite">
      Status when saved: <StatusBadge status={status} />
    </p>
  ) : null;
}
