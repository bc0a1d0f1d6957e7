import { fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/testing/memory-router';
import { describe, expect, it } from 'vitest';
import type { SearchHit } from '../api/search-content';
import { SearchResults } from './search-results';

const hit = (kind: string, id: string, title: string, extra: Partial<SearchHit> = {}): SearchHit => ({
  kind,
  id,
  title,
  title_highlight: title,
  snippet: '',
  detail: '',
  dated: '',
  rank: 0.5,
  ...extra,
});

describe('SearchResults', () => {
  const hits = [
    hit('event', 'e1', 'Youth camp', {
      detail: 'Asokwa Park · Youth',
      snippet: 'Three days at \uE000Asokwa\uE001 Park',
    }),
    hit('sermon', 's1', 'Walking by the Spirit', {
      title_highlight: 'Walking by the \uE000Spirit\uE001',
      detail: 'Pastor Owusu · Galatians 5',
    }),
    hit('sermon', 's2', 'Fruit of the Spirit'),
    hit('unknown', 'x1', 'Not a kind the site shows'),
  ];
  const renderResults = () =>
    render(
      <MemoryRouter>
        <input aria-label="box" />
        <SearchResults hits={hits} backTo={null} />
      </MemoryRouter>,
    );

  it('groups hits by kind in the site’s order, links each to its page and marks the matched words', () => {
    renderResults();
    const groups = screen.getAllByRole('region');
    expect(groups.map((g) => within(g).getByRole('heading').textContent)).toEqual(['Sermons 2', 'Events 1']);
    const sermon = screen.getByRole('link', { name: 'Walking by the Spirit' });
    expect(sermon).toHaveAttribute('href', '/sermons/s1');
    expect(sermon.querySelector('mark')?.textContent).toBe('Spirit');
    expect(screen.getByRole('link', { name: 'Youth camp' })).toHaveAttribute('href', '/events/e1');
    expect(screen.getByText('Asokwa', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.queryByText('Not a kind the site shows')).toBeNull();
  });

  it('never treats content as HTML', () => {
    render(
      <MemoryRouter>
        <SearchResults hits={[hit('notice', 'n1', '<img src=x onerror=alert(1)>')]} />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link').textContent).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('img')).toBeNull();
  });

  it('moves between results with the arrow keys', () => {
    renderResults();
    const links = screen.getAllByRole('link');
    links[0]!.focus();
    fireEvent.keyDown(links[0]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[1]);
    fireEvent.keyDown(links[1]!, { key: 'ArrowDown' });
    fireEvent.keyDown(links[2]!, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(links[2]);
    fireEvent.keyDown(links[2]!, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(links[1]);
  });
});
