import { useMemo, useState } from 'react';
import { Select } from 'shared-ui/inputs';
import { STATUS_LABELS, publicationStatus, type StatusKind } from '../api/publication-status';

type StatusChoice = StatusKind | 'all';

const OPTIONS = [
  { value: 'all', label: 'All statuses' },
  ...Object.entries(STATUS_LABELS).map(([value, label]) => ({ value, label })),
];

/**
 * The list's status filter (Draft, Scheduled, Live, Expired) for tables visitors see, and the rows it lets
 * through; tables without `published` get no filter and every row.
 */
export function useStatusFilter<Row extends object>(rows: readonly Row[] | undefined) {
  const [choice, setChoice] = useState<StatusChoice>('all');
  const applies = rows?.some((row) => publicationStatus(row) !== null) ?? false;
  const shown = useMemo(
    () => (choice === 'all' || !rows ? rows : rows.filter((row) => publicationStatus(row)?.kind === choice)),
    [rows, choice],
  );
  const control = applies ? (
    <Select
      // The visible choice is part of the name (WCAG 2.5.3): "Status: Scheduled".
      aria-label={`Status: ${OPTIONS.find((option) => option.value === choice)?.label}`}
      options={OPTIONS}
      value={choice}
      onValueChange={(value) => setChoice(value as StatusChoice)}
    />
  ) : null;
  return { rows: shown, control, filtered: choice !== 'all' };
}
