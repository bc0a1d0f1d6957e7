import { Badge, type BadgeTone } from 'shared-ui';
import type { DataTableColumn } from 'shared-ui/admin';
import { STATUS_LABELS, publicationStatus, type PublicationStatus } from '../api/publication-status';
import { formatDate } from '../api/format-date';
import styles from './status-badge.module.css';

const TONES: Record<PublicationStatus['kind'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'accent',
  live: 'success',
  expired: 'warning',
};

/** When the status changes or changed, in the church's time: "3 Dec 2026, 9:00 am", "until 24 Dec 2026, …". */
function whenOf(status: PublicationStatus): string | null {
  switch (status.kind) {
    case 'scheduled':
    case 'expired':
      return formatDate(status.at, true);
    case 'live':
      return status.until ? `until ${formatDate(status.until, true)}` : null;
    default:
      return null;
  }
}

/** The status as a badge, with its moment beside it (wrapping under it on a narrow screen). */
export function StatusBadge({ status }: { status: PublicationStatus }) {
  const when = whenOf(status);
  return (
    <span className={styles.status}>
      <Badge tone={TONES[status.kind]}>{STATUS_LABELS[status.kind]}</Badge>
      {when ? <span className={styles.when}>{when}</span> : null}
    </span>
  );
}

/** The list's Status column: where each item stands with visitors now (sorted Draft, Scheduled, Live, Expired). */
export function statusColumn<Row extends object>(): DataTableColumn<Row> {
  const order = Object.keys(STATUS_LABELS);
  return {
    id: 'status',
    header: 'Status',
    value: (row) => order.indexOf(publicationStatus(row)?.kind ?? 'live'),
    searchable: false,
    cell: (row) => {
      const status = publicationStatus(row);
      return status ? <StatusBadge status={status} /> : null;
    },
  };
}
