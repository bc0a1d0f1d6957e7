import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from './index';
import { prefetchPage } from './prefetch-page';

/** A query whose function records when it ran and answers with its name. */
function recordedQuery(name: string, ran: string[]) {
  return {
    queryKey: ['test', name],
    queryFn: () => {
      ran.push(name);
      return Promise.resolve(name);
    },
  };
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

describe('prefetchPage', () => {
  const clients: QueryClient[] = [];
  const client = () => {
    const c = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000, retry: false } } });
    clients.push(c);
    return c;
  };
  afterEach(async () => {
    // Reads wait their turn in one queue for the whole app: let the last test's turns end.
    for (let i = 0; i < 4; i++) await nextTask();
    for (const c of clients.splice(0)) c.clear();
  });

  it('starts the first read at once and each next one in a task of its own', async () => {
    const ran: string[] = [];
    const queryClient = client();
    const layout = prefetchPage(queryClient, () => [recordedQuery('settings', ran)]);
    const home = prefetchPage(queryClient, () => [
      recordedQuery('welcome', ran),
      recordedQuery('events', ran),
    ]);

    // As the router calls a layout's and its page's loaders: one after the other, in one task.
    expect(layout({})).toBeNull();
    expect(home({})).toBeNull();
    expect(ran).toEqual(['settings']);

    await nextTask();
    expect(ran).toEqual(['settings', 'welcome']);
    await nextTask();
    expect(ran).toEqual(['settings', 'welcome', 'events']);
    await vi.waitFor(() => expect(queryClient.getQueryData(['test', 'events'])).toBe('events'));
  });

  it("does not read again what the page's own hook has started while the prefetch waited its turn", async () => {
    const ran: string[] = [];
    const queryClient = client();
    const query = recordedQuery('events', ran);
    prefetchPage(queryClient, () => [recordedQuery('settings', ran), query])({});
    // The page asks for its list before the prefetch's turn has come.
    const pageRead = queryClient.fetchQuery(query);
    expect(ran).toEqual(['settings', 'events']);

    await nextTask();
    await nextTask();
    expect(await pageRead).toBe('events');
    expect(ran).toEqual(['settings', 'events']);
  });

  it('still reads what the page had read before the loader asked (a navigation back to the page)', async () => {
    const ran: string[] = [];
    const queryClient = client();
    const query = recordedQuery('events', ran);
    await queryClient.fetchQuery(query);
    await new Promise((resolve) => setTimeout(resolve, 2)); // a later millisecond

    prefetchPage(queryClient, () => [recordedQuery('settings', ran), query])({});
    await nextTask();
    await nextTask();
    expect(ran).toEqual(['events', 'settings', 'events']);
  });

  it('keeps starting the reads behind one whose start throws, and reports the error', async () => {
    const ran: string[] = [];
    const queryClient = client();
    const thrown = new Error('no such query');
    vi.spyOn(queryClient, 'prefetchQuery').mockImplementationOnce(() => {
      throw thrown;
    });
    const uncaught: unknown[] = [];
    const onUncaught = (error: unknown) => uncaught.push(error);
    process.on('uncaughtException', onUncaught);
    try {
      prefetchPage(queryClient, () => [recordedQuery('broken', ran), recordedQuery('events', ran)])({});
      await nextTask();
      await nextTask();
      expect(ran).toEqual(['events']);
      expect(uncaught).toEqual([thrown]);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
