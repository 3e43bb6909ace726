import { describe, expect, it, vi } from 'vitest';
import { ApiError } from './errors';
import { createQueryClient, isRetryable, retryDelay } from './query-client';

describe('query defaults (spec section 9: "5 minutes cache, 3 retries with back-off capped at 30 s")', () => {
  const defaults = createQueryClient().getDefaultOptions();
  const retry = defaults.queries?.retry as (count: number, error: unknown) => boolean;

  it('keeps unused data for 5 minutes', () => {
    expect(defaults.queries?.gcTime).toBe(300_000);
  });

  it('retries a failed read 3 times, then gives up', () => {
    const error = new ApiError(500, 'SERVER_ERROR');
    expect([0, 1, 2, 3].map((count) => retry(count, error))).toEqual([true, true, true, false]);
  });

  it('backs off exponentially and never waits more than 30 s', () => {
    expect([0, 1, 2, 3, 4, 5, 10].map(retryDelay)).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('retries only what may answer differently: no answer, our time limit, 408, 5xx', () => {
    expect(isRetryable(new ApiError(0, 'NETWORK_ERROR'))).toBe(true);
    expect(isRetryable(new ApiError(0, 'CLIENT_TIMEOUT'))).toBe(true);
    expect(isRetryable(new ApiError(408, 'HTTP_408'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'HTTP_503'))).toBe(true);
    // A 429 is shown (000 §8), not retried; the client's own refusals would only repeat.
    expect(
      isRetryable(new ApiError(429, 'Too many requests. Only 1 request per second allowed.')),
    ).toBe(false);
    expect(isRetryable(new ApiError(0, 'MONEY_CALL_IN_PROGRESS'))).toBe(false);
    expect(isRetryable(new ApiError(0, 'INSECURE_API_ORIGIN'))).toBe(false);
    expect(isRetryable(new ApiError(200, 'MALFORMED_RESPONSE'))).toBe(false);
    expect(isRetryable(new ApiError(400, 'PASSWORD_INCORRECT'))).toBe(false);
    expect(isRetryable(new ApiError(401, 'Unauthenticated.'))).toBe(false);
    expect(isRetryable(new Error('not ours'))).toBe(false);
  });

  it('a failed query is not sent again because a screen mounts: the player retries', () => {
    expect(defaults.queries?.retryOnMount).toBe(false);
  });

  it('never retries a mutation, so money is never sent twice', () => {
    expect(defaults.mutations?.retry).toBe(false);
  });
});

describe('what a query client tells of a failure (issue 15 "failed queries and mutations (with the upstream code …)")', () => {
  it('names a failed query by its key and a failed mutation by its mutationKey, after the retries', async () => {
    const onQueryError = vi.fn();
    const onMutationError = vi.fn();
    const client = createQueryClient({ onQueryError, onMutationError });
    const refused = new ApiError(403, 'FORBIDDEN');
    await expect(
      client.fetchQuery({
        queryKey: ['upstream', 'player', 'user'],
        queryFn: () => Promise.reject(refused),
      }),
    ).rejects.toBe(refused);
    expect(onQueryError).toHaveBeenCalledExactlyOnceWith(refused, ['upstream', 'player', 'user']);

    const wrong = new ApiError(400, 'PASSWORD_INCORRECT');
    const mutation = client.getMutationCache().build(client, {
      mutationKey: ['loginUser'],
      mutationFn: () => Promise.reject(wrong),
    });
    await expect(mutation.execute(undefined)).rejects.toBe(wrong);
    expect(onMutationError).toHaveBeenCalledExactlyOnceWith(wrong, ['loginUser']);
  });
});
