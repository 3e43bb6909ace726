import { useQuery } from '@tanstack/react-query';
import { getUserTransactionsQuery, OPENING_FRESH_MS, type Transaction } from '@wallet/api';
import { waitingDeposit } from '@wallet/domain';
import { useApi } from '@wallet/shell';

export interface WaitingDepositRead {
  /**
   * Issue 47 §2: the deposit of the player's history that waits for its transfer; null while the
   * history loads, when it failed, or when none waits: the screen then works as it did without it.
   */
  deposit: Transaction | null;
  /** This screen's reading of the history is over, answered or failed: nothing on its way. */
  settled: boolean;
}

/**
 * The history, read for the deposit left waiting. An answer the route asked for with the page's code
 * counts as the page's own (OPENING_FRESH_MS); a deposit made here marks the history stale
 * (useSendDeposit), so step 1 shown again asks again.
 */
export function useWaitingDeposit(): WaitingDepositRead {
  const api = useApi();
  const query = useQuery({
    ...getUserTransactionsQuery(api),
    staleTime: OPENING_FRESH_MS,
    select: waitingDeposit,
  });
  return {
    deposit: query.data ?? null,
    settled: query.fetchStatus === 'idle' && query.status !== 'pending',
  };
}
