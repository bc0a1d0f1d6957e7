import { useEffect, useState } from 'react';
import { Button } from 'shared-ui';
import { Field, Input, NativeSelect } from 'shared-ui/inputs';
import type { SermonFacets } from '../api/get-sermon-facets';
import type { SermonFilters as Filters } from '../api/get-sermons';
import styles from './sermon-filters.module.css';

interface Props {
  filters: Filters;
  facets: SermonFacets | undefined;
  onChange: (next: Filters) => void;
}

const SEARCH_DELAY_MS = 300;

/** Search plus preacher / series / year; the page keeps them in the URL so a filtered list can be shared. */
export function SermonFilters({ filters, facets, onChange }: Props) {
  const [search, setSearch] = useState(filters.search ?? '');

  // Typing is debounced so each keystroke does not become a request.
  useEffect(() => {
    if (search === (filters.search ?? '')) return;
    const timer = setTimeout(() => onChange({ ...filters, search }), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search, filters, onChange]);

  const select = (
    key: 'preacher' | 'series' | 'year',
    label: string,
    allLabel: string,
    options: string[] = [],
  ) => (
    <Field label={label}>
      <NativeSelect
        value={filters[key] ?? ''}
        onValueChange={(value) => onChange({ ...filters, [key]: value || undefined })}
        options={[{ value: '', label: allLabel }, ...options.map((o) => ({ value: o, label: o }))]}
      />
    </Field>
  );

  const active = Boolean(filters.search || filters.preacher || filters.series || filters.year);
  return (
    <form role="search" aria-label="Sermons" className={styles.filters} onSubmit={(e) => e.preventDefault()}>
      <Field label="Search" className={styles.search}>
        <Input
          type="search"
          value={search}
          placeholder="Title, scripture or topic"
          onChange={(e) => setSearch(e.target.value)}
        />
      </Field>
      {select('preacher', 'Preacher', 'All preachers', facets?.preachers)}
      {select('series', 'Series', 'All series', facets?.series)}
      {select('year', 'Year', 'All years', facets?.years)}
      {active && (
        <Button
          variant="ghost"
          onClick={() => {
            setSearch('');
            onChange({});
          }}
        >
          Clear filters
        </Button>
      )}
    </form>
  );
}
