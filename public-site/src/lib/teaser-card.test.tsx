import { QueryClient, QueryClientProvider } from 'shared-ui/query';
import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/testing/memory-router';
import { describe, expect, it, vi } from 'vitest';
import { TeaserCard } from './teaser-card';

describe('TeaserCard', () => {
  it('links its title to the detail page and fetches that page’s data when pointed at or focused', async () => {
    const queryFn = vi.fn().mockResolvedValue({ id: 'e1' });
    const client = new QueryClient();
    render(
      <QueryClientProvider client={client}>
        <MemoryRouter>
          <TeaserCard
            to="/events/e1"
            title="Harvest"
            prefetch={{ queryKey: ['events', 'detail', 'e1'], queryFn }}
          />
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const link = screen.getByRole('link', { name: 'Harvest' });
    expect(link).toHaveAttribute('href', '/events/e1');
    fireEvent.mouseEnter(link);
    fireEvent.focus(link);
    await vi.waitFor(() => expect(client.getQueryData(['events', 'detail', 'e1'])).toEqual({ id: 'e1' }));
    // Fresh for a while: the second hint does not ask again.
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
