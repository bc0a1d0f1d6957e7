import type { KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { formatShortDate } from 'shared-ui/church';
import type { SearchHit } from '../api/search-content';
import { HighlightedText } from './highlighted-text';
import { isSearchKind, SEARCH_KINDS, type SearchKind } from './search-kinds';
import styles from './search-results.module.css';

/** The hits by kind, in the site's order of kinds, each group best first (as search_content ranks them). */
function groupByKind(hits: SearchHit[]): [SearchKind, SearchHit[]][] {
  const groups = new Map<SearchKind, SearchHit[]>();
  for (const hit of hits) {
    if (!isSearchKind(hit.kind)) continue;
    groups.set(hit.kind, [...(groups.get(hit.kind) ?? []), hit]);
  }
  return (Object.keys(SEARCH_KINDS) as SearchKind[]).flatMap((kind) =>
    groups.has(kind) ? [[kind, groups.get(kind)!] as [SearchKind, SearchHit[]]] : [],
  );
}

/** ↑ and ↓ move between results (Tab still works); ↑ from the first goes back to the search box. */
export function moveBetweenResults(event: KeyboardEvent<HTMLElement>, backTo?: HTMLElement | null) {
  if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
  const links = [...event.currentTarget.querySelectorAll<HTMLAnchorElement>('a[data-search-result]')];
  const at = links.indexOf(document.activeElement as HTMLAnchorElement);
  const next = at + (event.key === 'ArrowDown' ? 1 : -1);
  event.preventDefault();
  if (next < 0) backTo?.focus();
  else links[Math.min(next, links.length - 1)]?.focus();
}

export function SearchResults({ hits, backTo }: { hits: SearchHit[]; backTo?: HTMLElement | null }) {
  return (
    <div className={styles.groups} onKeyDown={(event) => moveBetweenResults(event, backTo)}>
      {groupByKind(hits).map(([kind, group]) => (
        <section key={kind} aria-labelledby={`results-${kind}`} className={styles.group}>
          <h2 id={`results-${kind}`} className={styles.groupTitle}>
            {SEARCH_KINDS[kind].heading} <span className={styles.count}>{group.length}</span>
          </h2>
          <ul className={styles.list}>
            {group.map((hit) => (
              <li key={hit.id} className={styles.hit}>
                <Link to={SEARCH_KINDS[kind].pathOf(hit)} data-search-result className={styles.link}>
                  <HighlightedText text={hit.title_highlight} />
                </Link>
                {(hit.detail || hit.dated) && (
                  <p className={styles.detail}>
                    {[hit.detail, hit.dated && formatShortDate(hit.dated)].filter(Boolean).join(' · ')}
                  </p>
                )}
                {hit.snippet && (
                  <p className={styles.snippet}>
                    <HighlightedText text={hit.snippet} />
                  </p>
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
