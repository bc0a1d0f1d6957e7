import { PageHeader } from 'shared-ui';
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { CardGrid } from '../../../lib/card-grid';
import page from '../../../lib/page.module.css';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { useSermonFacets } from '../api/get-sermon-facets';
import { useSermons, type SermonFilters as Filters } from '../api/get-sermons';
import { SermonCard } from '../components/sermon-card';
import { SermonFilters } from '../components/sermon-filters';

const FILTER_KEYS = ['search', 'preacher', 'series', 'year'] as const;

export function SermonsPage() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo<Filters>(
    () => Object.fromEntries(FILTER_KEYS.flatMap((k) => (params.get(k) ? [[k, params.get(k)!]] : []))),
    [params],
  );
  const onChange = useCallback(
    (next: Filters) =>
      setParams(Object.fromEntries(FILTER_KEYS.flatMap((k) => (next[k] ? [[k, String(next[k])]] : []))), {
        replace: true,
      }),
    [setParams],
  );
  const sermons = useSermons(filters);
  const facets = useSermonFacets();
  useDocumentMeta(
    'Sermons',
    'Listen to or watch recent sermons, search by topic or scripture, and download the slides.',
  );
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      <PageHeader
        title="Sermons"
        description="Missed a Sunday? Listen again, watch, or download the slides."
      />
      <SermonFilters filters={filters} facets={facets.data} onChange={onChange} />
      <div aria-live="polite" aria-busy={sermons.isFetching}>
        <QueryView
          query={sermons}
          skeleton={<ListSkeleton count={6} />}
          errorTitle="We couldn’t load the sermons."
          empty={
            filtered
              ? 'No sermon matches these filters. Try another word or clear the filters.'
              : 'Sermons will appear here soon.'
          }
        >
          {(list) => (
            <>
              <p className={page.meta}>
                {list.length} {list.length === 1 ? 'sermon' : 'sermons'}
              </p>
              <CardGrid items={list} testId="sermon-list">
                {(s) => <SermonCard sermon={s} headingLevel={2} />}
              </CardGrid>
            </>
          )}
        </QueryView>
      </div>
    </>
  );
}
