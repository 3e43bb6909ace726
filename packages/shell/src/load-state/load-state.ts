import { useMemo, useState } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toApiError, type ApiError } from '@wallet/api';

export interface LoadState<T> {
  data: T | undefined;
  /** Why the data is not there: kept from the first failed try until data arrives. */
  failure: ApiError | null;
  /** Nothing to show yet, and nothing has failed yet. */
  loading: boolean;
  /** The player's own retry is on its way (the client's automatic retries do not count). */
  retrying: boolean;
  /** Tries again at once (the player's retry). */
  retry: () => void;
}

/**
 * What a screen shows for a query: its data, else why it failed, else that it loads.
 * - A failure shows from the first failed try (a dead network within the client's time limit),
 *   while the retries that may still help go on behind it.
 * - It stays until data arrives: a query without data turns back to "pending" on each refetch
 *   (a poll, a retry), and a screen that followed that would flicker between loading and error.
 * A failed list is never its empty list: `data` stays undefined until an answer came.
 */
export function useLoadState<T>(query: UseQueryResult<T>): LoadState<T> {
  // The error as the query holds it: kept by identity, so a render compares like with like.
  const [lastError, setLastError] = useState<unknown>(null);
  const [asked, setAsked] = useState(false);
  const current = query.error ?? query.failureReason;
  const error = query.data !== undefined ? null : (current ?? lastError);
  // Adjusting state while rendering (React's documented pattern) keeps the failure across the
  // refetch that clears query.error, without an effect's extra frame of "loading".
  if (error !== lastError && (error !== null || query.data !== undefined)) setLastError(error);
  // One ApiError per error: whatever a query threw (a bug too) is shown as a failure.
  const failure = useMemo<ApiError | null>(() => (error ? toApiError(error) : null), [error]);
  return {
    data: query.data,
    failure,
    loading: query.data === undefined && failure === null,
    retrying: asked && failure !== null,
    // A refetch cancels the back-off in progress and tries at once.
    retry: () => {
      setAsked(true);
      void query.refetch().finally(() => setAsked(false));
    },
  };
}
