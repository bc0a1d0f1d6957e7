// TanStack Query as every app gets it: this subpath is the shared singleton (rspack.base.ts), holding only
// what the apps use to read (mutations are 'shared-ui/mutation'). Sharing '@tanstack/react-query' itself would
// ship all of it, because a shared module keeps every export (13.5 → 10.8 KB gzip on a visitor's first load). Lint keeps apps importing from here,
// since a direct import would bundle a second copy with its own QueryClient context.
export {
  QueryClient,
  QueryClientProvider,
  keepPreviousData,
  queryOptions,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
export type * from '@tanstack/react-query';

/** What a read's hook leaves to its caller: whether it may read yet (a section waiting for the screen above it). */
export interface ReadOptions {
  enabled?: boolean;
}
