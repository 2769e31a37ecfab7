import { QueryCache, QueryClient } from '@tanstack/react-query';

export const QUERY_STALE_TIME_MS = 60_000;
/** Kept as long as the persisted copy may live, so restored data is not collected right away. */
export const QUERY_GC_TIME_MS = 24 * 60 * 60 * 1000;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: {
      /**
       * Called once per failed fetch of the query (not per component showing it): where a call's own
       * failure message is shown ('failed get cities list' …). The feature decides what to show.
       */
      onFailure?: (error: unknown) => void;
    };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => query.meta?.onFailure?.(error) }),
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        gcTime: QUERY_GC_TIME_MS,
        // Fetch even when the browser says offline: the service worker may answer from its cache, and
        // persisted data renders meanwhile (the home page shows offline after one visit).
        networkMode: 'offlineFirst',
        // src/api already retries network failures and 5xx; retrying here too would multiply attempts.
        retry: false,
        refetchOnWindowFocus: false,
      },
      mutations: { networkMode: 'offlineFirst', retry: false },
    },
  });
}
