import type { ComponentType } from 'react';
import { useParams } from 'react-router-dom';
import type { UseQueryResult } from 'shared-ui/query';
import { useLiveTables, type LiveTable } from './live/use-live-tables';
import { DetailSkeleton } from './detail-skeleton';
import { QueryView } from './query-view';

/**
 * A detail page (/sermons/:id, …): the row the address names, read by `useRow` and drawn by `Detail` once it has
 * arrived; "We couldn’t load this {noun}." when the read fails, the not-found page when there is no such row.
 * With `live`, the page follows its table's changes as they are made. `hero` is the aspect ratio of the page's
 * picture (a leader's portrait is "4 / 5"): the skeleton takes its shape, so the page does not jump when the row
 * arrives, nor the footer show under a short skeleton and then be pushed away.
 */
export function detailPage<T>(
  noun: string,
  useRow: (id: string | undefined) => UseQueryResult<T>,
  Detail: ComponentType<{ row: NonNullable<T> }>,
  { live, hero }: { live?: LiveTable; hero?: string } = {},
) {
  const useLive = live ? () => useLiveTables(live) : () => undefined;
  return function DetailPage() {
    const { id } = useParams();
    const row = useRow(id);
    useLive();
    return (
      <QueryView
        query={row}
        skeleton={<DetailSkeleton hero={hero} />}
        errorTitle={`We couldn’t load this ${noun}.`}
      >
        {(data) => <Detail row={data} />}
      </QueryView>
    );
  };
}
