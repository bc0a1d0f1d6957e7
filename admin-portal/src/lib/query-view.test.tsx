import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { QueryView } from './query-view';

const query = <T,>(state: { isPending?: boolean; error?: Error | null; data?: T }) => ({
  isPending: false,
  error: null,
  data: undefined,
  refetch: vi.fn(),
  ...state,
});
const list = (items: string[]) => (
  <ul>
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe('QueryView', () => {
  it('stands in with skeleton lines while the query loads', () => {
    const { container } = render(
      <QueryView query={query<string[]>({ isPending: true })} lines={3} what="the list">
        {list}
      </QueryView>,
    );
    expect(container.querySelector('[data-skeleton]')).not.toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows the error with its title at level 3, and Try again refetches', async () => {
    const failing = query<string[]>({ error: new Error('offline') });
    render(
      <QueryView query={failing} lines={3} what="the photos">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Could not load the photos' })).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(failing.refetch).toHaveBeenCalledTimes(1);
  });

  it('shows the empty state for an empty list, or when isEmpty says so', () => {
    const { rerender } = render(
      <QueryView query={query({ data: [] })} lines={3} what="x" empty="Nothing yet" emptyHint="Add one.">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing yet' })).toBeInTheDocument();
    expect(screen.getByText('Add one.')).toBeInTheDocument();
    rerender(
      <QueryView
        query={query({ data: { total: 0, items: ['a'] } })}
        lines={3}
        what="x"
        headingLevel={2}
        empty="None unread"
        isEmpty={(data) => data.total === 0}
      >
        {(data) => list(data.items)}
      </QueryView>,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'None unread' })).toBeInTheDocument();
  });

  it('shows the data once it has arrived (an empty list too, without `empty`)', () => {
    const { rerender } = render(
      <QueryView query={query({ data: ['a', 'b'] })} lines={3} what="x" empty="Nothing yet">
        {list}
      </QueryView>,
    );
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    rerender(
      <QueryView query={query<string[]>({ data: [] })} lines={3} what="x">
        {list}
      </QueryView>,
    );
    expect(screen.getByRole('list')).toBeEmptyDOMElement();
  });
});
