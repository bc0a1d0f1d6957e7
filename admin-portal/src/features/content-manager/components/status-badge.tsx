import { Badge, type BadgeTone, type DataTableColumn } from 'shared-ui';
import { STATUS_LABELS, publicationStatus, type PublicationStatus } from '../api/publication-status';
import { formatDate } from '../api/format-date';

const TONES: Record<PublicationStatus['kind'], BadgeTone> = {
  draft: 'neutral',
  scheduled: 'accent',
  live: 'success',
  expired: 'warning',
};

/** "Scheduled · 3 Dec 2026, 9:00 am", in the church's time. */
export function statusText(status: PublicationStatus): string {
  switch (status.kind) {
    case 'scheduled':
      return `Scheduled · ${formatDate(status.at, true)}`;
    case 'expired':
      return `Expired · ${formatDate(status.at, true)}`;
    case 'live':
      return status.until ? `Live · until ${formatDate(status.until, true)}` : 'Live';
    default:
      return STATUS_LABELS[status.kind];
  }
}

export function StatusBadge({ status }: { status: PublicationStatus }) {
  return <Badge tone={TONES[status.kind]}>{statusText(status)}</Badge>;
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
