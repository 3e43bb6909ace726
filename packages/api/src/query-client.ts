import { MutationCache, QueryCache, QueryClient, type QueryKey } from '@tanstack/react-query';
import {
  CLIENT_CACHE_MS,
  CLIENT_RETRIES,
  CLIENT_RETRY_CAP_MS,
  CLIENT_TIMEOUT,
  NETWORK_ERROR,
} from '@wallet/domain';
import { isApiError, type ApiError } from './errors';

declare module '@tanstack/react-query' {
  interface Register {
    defaultError: ApiError;
  }
}

/**
 * Retrying helps only when the upstream may answer differently next time: no answer, our time
 * limit, 408 or a 5xx. A 4xx code is the answer. A 429 is the upstream asking us to slow down: it
 * is shown (000 §8), not retried. The client's own refusals (the money guard, an insecure origin)
 * and an unreadable answer would only repeat.
 */
export function isRetryable(error: unknown): boolean {
  if (!isApiError(error)) return false;
  if (error.status === 0) return error.code === NETWORK_ERROR || error.code === CLIENT_TIMEOUT;
  return error.status === 408 || error.status >= 500;
}

/** Exponential back-off from 1 s, capped: "3 retries with back-off capped at 30 s". */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 2 ** attempt, CLIENT_RETRY_CAP_MS);
}

/** Where a query client tells of what failed (the shell sends it to its error seam). */
export interface QueryClientOptions {
  /** A query failed for good (after its retries): its key names the operation. */
  onQueryError?: (error: unknown, queryKey: QueryKey) => void;
  /** A mutation failed: its `mutationKey` names the operation (every operation here sets one). */
  onMutationError?: (error: unknown, mutationKey: QueryKey | undefined) => void;
}

/**
 * The spec's client defaults (section 9): "5 minutes cache, 3 retries with back-off capped at
 * 30 s". Only queries (idempotent GETs) retry; mutations never do, so money is never sent twice.
 */
export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  const { onQueryError, onMutationError } = options;
  return new QueryClient({
    queryCache: new QueryCache({
      onError: (error, query) => onQueryError?.(error, query.queryKey),
    }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _result, mutation) =>
        onMutationError?.(error, mutation.options.mutationKey),
    }),
    defaultOptions: {
      queries: {
        gcTime: CLIENT_CACHE_MS,
        retry: (failureCount, error) => failureCount < CLIENT_RETRIES && isRetryable(error),
        retryDelay,
        // A query that failed is not sent again just because a screen mounts (after a failed
        // prefetch that is a second request at once, a 429 included): the screen shows the failure
        // with a retry, and the player decides.
        retryOnMount: false,
        refetchOnWindowFocus: false,
        // Query never holds a call back on its own guess of the network: the call goes out and a
        // failure is told (network.ts decides "offline", and a browser's flag can lie). The
        // online manager (return-signals.ts) only says when the network came back.
        networkMode: 'always',
      },
      // A money call held back while "offline" and sent minutes later, when the player may have
      // left or tried again, is a second decision nobody made: it is sent now or fails now.
      mutations: { retry: false, networkMode: 'always' },
    },
  });
}
