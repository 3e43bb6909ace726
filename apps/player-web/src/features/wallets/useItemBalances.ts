import { useCallback, useRef, useState } from 'react';
import { getGameItemBalanceQuery, toApiError, type GameItemWithBalance } from '@wallet/api';
import { rateLimitError, type GameBalance } from '@wallet/domain';
import { useApi } from '@wallet/shell';
import { useQueryClient } from '@tanstack/react-query';
import { fromItemAnswer, networkError } from './balances';

/** A balance read on its own, and the list's answer it was read over. */
interface ItemRead {
  balance: GameBalance;
  over: number;
}

/**
 * The per-item refresh of 001 §4 ("Each per-game refresh icon spins while loading"): one read per
 * game at a time, so taps while it spins send nothing; the api's rate limit spaces the reads that do
 * leave one second apart. A 429 keeps the balance shown and says so in a popup (001 §8).
 * A read counts only over the list's answer it was made on (`listAnsweredAt`, the list query's
 * `dataUpdatedAt`): once the list is read again (back from another app, after a transfer), its
 * balances are the newer ones.
 */
export function useItemBalances(onPopup: (text: string) => void, listAnsweredAt: number) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [reads, setReads] = useState<Record<number, ItemRead>>({});
  const [spinning, setSpinning] = useState<ReadonlySet<number>>(new Set());
  const inFlight = useRef(new Set<number>());

  const mark = (id: number, on: boolean) =>
    setSpinning((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const refresh = useCallback(
    async (item: GameItemWithBalance) => {
      if (inFlight.current.has(item.id)) return;
      inFlight.current.add(item.id);
      mark(item.id, true);
      try {
        const answer = await queryClient.fetchQuery({
          ...getGameItemBalanceQuery(api, item.game_id, item.game_platform_id),
          staleTime: 0,
          retry: false,
        });
        const balance = fromItemAnswer(answer);
        setReads((prev) => ({ ...prev, [item.id]: { balance, over: listAnsweredAt } }));
      } catch (thrown) {
        const failure = toApiError(thrown);
        if (failure.status === 429) onPopup(rateLimitError(failure).text);
        else
          setReads((prev) => ({
            ...prev,
            [item.id]: { balance: networkError(), over: listAnsweredAt },
          }));
      } finally {
        inFlight.current.delete(item.id);
        mark(item.id, false);
      }
    },
    [onPopup, listAnsweredAt, api, queryClient],
  );

  /** After a transfer the list is read again: its balances replace the ones read one by one. */
  const forget = useCallback(() => setReads({}), []);

  /** The balance read on its own over the list shown, if any. */
  const readOf = (id: number): GameBalance | undefined => {
    const read = reads[id];
    return read?.over === listAnsweredAt ? read.balance : undefined;
  };

  return { readOf, spinning, refresh, forget };
}
