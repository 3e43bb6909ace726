import { useEffect } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { getDagaBalanceQuery, toApiError, type Api } from '@wallet/api';
import { BALANCE_FORBIDDEN, dagaBalanceError, type GameBalance } from '@wallet/domain';
import { useDelayedDagaBalance } from '../../components/daga-balance/useDelayedDagaBalance';
import { fromDagaAnswer, networkError } from './balances';

/**
 * 001 §4 "The Da Ga balance is fetched after a 1-second delay"; 'Tải lại ví' reads it again. A
 * failure shows as the balance ('CẤM', 'LỖI MẠNG') or in a popup (the 429 text, the server message
 * or 'An unexpected error occured while fetching balance.'), as `dagaBalanceError` sorts it. The
 * points live in the query cache only: no screen reads a copy in shared state (docs/decisions.md).
 */
export function useDagaBalance(onPopup: (text: string) => void) {
  const { query, due, hurry } = useDelayedDagaBalance({ retry: false });

  const failure = query.status === 'error' ? toApiError(query.error) : null;
  const errorView = failure ? dagaBalanceError(failure) : null;
  const popupText = errorView?.show === 'popup' ? errorView.text : null;
  useEffect(() => {
    if (popupText) onPopup(popupText);
    // Once per failed read (its time), not per render: the text and the callback change only
    // with it (AllWallets keeps `onPopup` stable).
  }, [query.errorUpdatedAt, popupText, onPopup]);

  const answered = query.data ? fromDagaAnswer(query.data) : null;

  let balance: GameBalance;
  if (!due || query.isFetching) balance = { kind: 'loading' };
  else if (errorView?.show === 'balance') {
    const forbidden = errorView.text === BALANCE_FORBIDDEN;
    balance = forbidden ? { kind: 'error', code: 'FORBIDDEN' } : networkError();
  } else if (failure) balance = answered ?? networkError();
  else balance = answered ?? { kind: 'loading' };

  return {
    balance,
    reload: () => {
      hurry();
      void query.refetch({ cancelRefetch: false });
    },
  };
}

/** After a transfer: the Da Ga balance read again, however it was read before. */
export const rereadDaga = (queryClient: QueryClient, api: Api) =>
  queryClient.refetchQueries({ queryKey: getDagaBalanceQuery(api).queryKey, exact: true });
