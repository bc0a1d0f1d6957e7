import { keepPreviousData, QueryClient, QueryClientProvider, useQuery } from 'shared-ui/query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'shared-ui/testing/memory-router';
import { describe, expect, it } from 'vitest';
import type { CountedPage } from './counted-page';
import { PagedList } from './paged-cards';

interface Sermon {
  id: string;
  title: string;
}

/** Each read's answer, given by the test when it wants it. */
const answers: ((page: CountedPage<Sermon>) => void)[] = [];
const pageOf = (n: number): CountedPage<Sermon> => ({
  rows: [{ id: `s${n}`, title: `Sermon on page ${n}` }],
  total: 20,
  pageCount: 20,
});
let renders = 0;

function Sermons({ pageNumber }: { pageNumber: number }) {
  renders += 1;
  const query = useQuery({
    queryKey: ['sermons', pageNumber],
    queryFn: () => new Promise<CountedPage<Sermon>>((resolve) => answers.push(resolve)),
    placeholderData: keepPreviousData,
  });
  return (
    <PagedList
      query={query}
      errorTitle="We couldn’t load the sermons."
      empty={() => 'None yet.'}
      pageNumber={pageNumber}
      noun={['sermon', 'sermons']}
      testId="sermon-list"
      label="Sermon pages"
      onPageChange={() => {}}
      getHref={(n) => `?page=${n}`}
    >
      {(row) => <p>{row.title}</p>}
    </PagedList>
  );
}

/** Answers the read waiting (once it has been asked for) with page `page`. */
async function answer(page: number) {
  await waitFor(() => expect(answers).toHaveLength(1));
  await act(async () => answers.shift()!(pageOf(page)));
}
const list = () => screen.getByText(/Sermon on page/).closest('[aria-live]')!;

describe('PagedList', () => {
  it('is busy while another page replaces the one shown, not while the same page is read again', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const view = (pageNumber: number) => (
      <QueryClientProvider client={queryClient}>
        <MemoryRouter>
          <Sermons pageNumber={pageNumber} />
        </MemoryRouter>
      </QueryClientProvider>
    );
    const { rerender } = render(view(1));
    await answer(1);
    await screen.findByText('Sermon on page 1');
    expect(list()).toHaveAttribute('aria-busy', 'false');

    // Read again in the background (a live change, the service worker's first read): the page is not drawn again.
    const before = renders;
    void act(() => void queryClient.refetchQueries());
    expect(list()).toHaveAttribute('aria-busy', 'false');
    await answer(1);
    await waitFor(() => expect(queryClient.isFetching()).toBe(0));
    expect(renders).toBe(before);

    rerender(view(2));
    expect(screen.getByText('Sermon on page 1')).toBeVisible();
    expect(list()).toHaveAttribute('aria-busy', 'true');
    await answer(2);
    await screen.findByText('Sermon on page 2');
    expect(list()).toHaveAttribute('aria-busy', 'false');
  });
});
