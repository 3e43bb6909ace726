import { useCallback } from 'react';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { getGameItemBalanceQuery, toApiError, type GameItemWithBalance } from '@wallet/api';
import { rateLimitError, type GameBalance } from '@wallet/domain';
import { useApi } from '@wallet/shell';
import { fromItemAnswer, networkError } from './balances';

/**
 * The per-item refresh of 001 §4 ("Each per-game refresh icon spins while loading"): one query per
 * game, in the cache, read only when its icon is tapped. Query shares a read on its way, so taps
 * while it spins send nothing more; the api's rate limit spaces the reads that do leave one second
 * apart (001 §9). A 429 keeps the balance shown and says so in a popup (001 §8); any other failure
 * shows as the balance ('LỖI MẠNG').
 * A read counts only over the list's answer it was made after (`listAnsweredAt`, the list query's
 * `dataUpdatedAt`): once the list is read again (back from another app, after a transfer), its
 * balances are the newer ones.
 */
export function useItemBalances(
  items: readonly GameItemWithBalance[],
  onPopup: (text: string) => void,
  listAnsweredAt: number,
) {
  const api = useApi();
  const queryClient = useQueryClient();
  const reads = useQueries({
    queries: items.map((item) => ({
      ...getGameItemBalanceQuery(api, item.game_id, item.game_platform_id),
      // Nothing is read until the player taps; then `refresh` asks.
      enabled: false,
      retry: false,
    })),
  });
  const readOf = new Map(items.map((item, at) => [item.id, reads[at]]));

  const refresh = useCallback(
    async (item: GameItemWithBalance) => {
      try {
        await queryClient.fetchQuery({
          ...getGameItemBalanceQuery(api, item.game_id, item.game_platform_id),
          staleTime: 0,
          retry: false,
        });
      } catch (thrown) {
        const failure = toApiError(thrown);
        if (failure.status === 429) onPopup(rateLimitError(failure).text);
      }
    },
    [api, queryClient, onPopup],
  );

  /** The balance read on its own after the list shown, if any. */
  const balanceOf = (id: number): GameBalance | undefined => {
    const read = readOf.get(id);
    if (!read) return undefined;
    const fresh =
      read.data && read.dataUpdatedAt > listAnsweredAt ? fromItemAnswer(read.data) : undefined;
    const failedSince = read.errorUpdatedAt > Math.max(read.dataUpdatedAt, listAnsweredAt);
    // A 429 is told in the popup; the figure shown stays.
    if (failedSince && toApiError(read.error).status !== 429) return networkError();
    return fresh;
  };

  /** Whether that game's own read is on its way (its icon spins). */
  const spinning = (id: number): boolean => readOf.get(id)?.isFetching ?? false;

  return { balanceOf, spinning, refresh };
}
