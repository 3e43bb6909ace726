import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getUserTransactionsQuery } from '@wallet/api';
import { useLoadState, useApi } from '@wallet/shell';

/**
 * The player's history, asked again each time the page opens (a deposit just made is on top),
 * with the cached list shown meanwhile.
 * Once an answer from this opening is shown, the money guard's "check your history before trying
 * again" has been followed: the player may send that deposit or withdrawal again
 * (docs/decisions.md). A cached list does not count: it may predate the call in doubt.
 */
export function useTransactions() {
  const api = useApi();
  const query = useQuery({ ...getUserTransactionsQuery(api), refetchOnMount: 'always' });
  const looked = query.isFetchedAfterMount && query.status === 'success';
  useEffect(() => {
    if (looked) api.money.acknowledgeUnknownOutcome();
  }, [looked, api.money]);
  return useLoadState(query);
}
