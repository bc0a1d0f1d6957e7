import { useRef, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, EmptyState, PageHeader } from 'shared-ui';
import { Search } from 'lucide-react';
import { ListSkeleton, QueryView } from '../../../lib/query-view';
import { useDocumentMeta } from '../../../lib/use-document-meta';
import { normalizeSearch, SEARCH_MAX_LENGTH, useSearch } from '../api/search-content';
import { SearchResults } from '../components/search-results';
import styles from './search-page.module.css';

function NoResults({ q }: { q: string }) {
  return (
    <EmptyState
      title={`Nothing on the site matches “${q}”.`}
      description={
        <>
          Check the spelling, try fewer or other words (a preacher’s name, a place, a Bible book), or put a
          phrase in quotes. You can also browse <Link to="/sermons">sermons</Link>,{' '}
          <Link to="/events">events</Link> or <Link to="/announcements">announcements</Link>.
        </>
      }
    />
  );
}

/** /search?q=…: the site's sermons, events, news, notices, ministries and leaders that match, by kind. */
export function SearchPage() {
  const [params, setParams] = useSearchParams();
  const q = normalizeSearch(params.get('q'));
  const [typed, setTyped] = useState(q);
  const [shownFor, setShownFor] = useState(q);
  // Back/forward changes q under the box: show what the URL says.
  if (shownFor !== q) {
    setShownFor(q);
    setTyped(q);
  }
  const input = useRef<HTMLInputElement>(null);
  const results = useSearch(q);
  useDocumentMeta(q ? `Search: ${q}` : 'Search', 'Search sermons, events, news, ministries and leaders.');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = normalizeSearch(typed);
    setParams(next ? { q: next } : {});
  };

  return (
    <>
      <PageHeader
        title="Search"
        description="Sermons, events, announcements, notices, ministries and leaders."
      />
      <form role="search" className={styles.form} onSubmit={submit}>
        <label htmlFor="site-search-page" className={styles.label}>
          Search the site
        </label>
        <div className={styles.row}>
          <input
            ref={input}
            id="site-search-page"
            type="search"
            name="q"
            value={typed}
            onChange={(e) => setTyped(e.target.value)}
            onKeyDown={(e) => {
              // ↓ from the box goes to the first result.
              if (e.key !== 'ArrowDown') return;
              e.preventDefault();
              document.querySelector<HTMLAnchorElement>('a[data-search-result]')?.focus();
            }}
            maxLength={SEARCH_MAX_LENGTH}
            autoFocus={!q}
            enterKeyHint="search"
            placeholder="e.g. Owusu, youth camp, Romans 8"
            className={styles.input}
          />
          <Button type="submit">
            <Search size={18} aria-hidden="true" />
            Search
          </Button>
        </div>
      </form>
      <div aria-live="polite" aria-busy={results.isFetching} className={styles.results}>
        {q === '' ? (
          <p className={styles.hint}>
            Type a word or a name and press Enter. Use quotes for a phrase (“holy spirit”) and a minus to
            leave a word out (grace -fasting).
          </p>
        ) : (
          <QueryView
            query={results}
            skeleton={<ListSkeleton count={3} />}
            errorTitle="We couldn’t search just now."
          >
            {(hits) =>
              hits.length === 0 ? (
                <NoResults q={q} />
              ) : (
                <>
                  <p className={styles.hint}>
                    {hits.length} {hits.length === 1 ? 'result' : 'results'} for “{q}”.
                    <span data-keyboard-help> Use ↑ and ↓ to move between them.</span>
                  </p>
                  <SearchResults hits={hits} backTo={input.current} />
                </>
              )
            }
          </QueryView>
        )}
      </div>
    </>
  );
}
