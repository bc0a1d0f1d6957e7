import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageHeader } from 'shared-ui';
import { PodcastSubscribe } from '../components/podcast-subscribe';
import { PagedList } from '../../../lib/paged-cards';
import { usePageText } from '../../../lib/use-page-text';
import { useSermonFacets } from '../api/get-sermon-facets';
import { useSermons, type SermonFilters as Filters } from '../api/get-sermons';
import { SermonCard } from '../components/sermon-card';
import { SermonFilters } from '../components/sermon-filters';
import { SermonRecordings } from '../components/sermon-recordings';
import { FILTER_KEYS, readSermonListParams } from './sermon-list-params';

/** Filters and page live in the URL, so a filtered list can be shared and survives a reload. */
function useSermonListParams() {
  const [params, setParams] = useSearchParams();
  const { filters, pageNumber } = useMemo(() => readSermonListParams(params), [params]);
  const toParams = useCallback((next: Filters, nextPage = 1) => {
    const entries = FILTER_KEYS.flatMap((k) => (next[k] ? [[k, String(next[k])]] : []));
    if (nextPage > 1) entries.push(['page', String(nextPage)]);
    return new URLSearchParams(entries);
  }, []);
  // New filters start again at page 1.
  const setFilters = useCallback(
    (next: Filters) => setParams(toParams(next), { replace: true }),
    [setParams, toParams],
  );
  const setPage = useCallback(
    (next: number) => setParams(toParams(filters, next)),
    [filters, setParams, toParams],
  );
  const hrefOf = (next: number) => `?${toParams(filters, next)}`;
  return { filters, pageNumber, setFilters, setPage, hrefOf };
}

export function SermonsPage() {
  const { filters, pageNumber, setFilters, setPage, hrefOf } = useSermonListParams();
  const sermons = useSermons(filters, pageNumber);
  const facets = useSermonFacets();
  const { series } = filters;
  usePageText(
    '/sermons',
    series
      ? {
          title: `${series}: a sermon series`,
          description: `The sermons of the series “${series}”, in the order they were preached: listen, watch, or download the slides.`,
        }
      : undefined,
  );
  const filtered = Object.keys(filters).length > 0;

  return (
    <>
      {series ? (
        <PageHeader
          eyebrow="Sermon series"
          title={series}
          description="Its sermons in the order they were preached. Listen again, watch, or download the slides."
        />
      ) : (
        <PageHeader
          title="Sermons"
          description="Missed a Sunday? Listen again, watch, or download the slides."
        />
      )}
      <PodcastSubscribe />
      <SermonFilters filters={filters} facets={facets.data} onChange={setFilters} />
      <PagedList
        query={sermons}
        errorTitle="We couldn’t load the sermons."
        empty={() =>
          filtered
            ? 'No sermon matches these filters. Try another word or clear the filters.'
            : 'Sermons will appear here soon.'
        }
        pageNumber={pageNumber}
        noun={['sermon', 'sermons']}
        order={series ? ', first preached first' : undefined}
        testId="sermon-list"
        label="Sermon pages"
        onPageChange={setPage}
        getHref={hrefOf}
      >
        {(s, index) => (
          <SermonCard sermon={s} headingLevel={2} priority={index === 0}>
            <SermonRecordings sermon={s} />
          </SermonCard>
        )}
      </PagedList>
    </>
  );
}
