import { QueryClient } from 'shared-ui/query';
import { QUERY_CACHE_RETENTION_MS, QUERY_FRESH_MS, QUERY_MAX_RETRIES, queryRetryDelay } from 'shared-ui';

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        gcTime: QUERY_CACHE_RETENTION_MS,
        staleTime: QUERY_FRESH_MS,
        retry: QUERY_MAX_RETRIES,
        retryDelay: queryRetryDelay,
      },
    },
  });
}
