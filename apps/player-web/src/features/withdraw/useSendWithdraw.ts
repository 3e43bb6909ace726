import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  createWithdrawMutation,
  getUserQuery,
  getUserTransactionsQuery,
  toApiError,
  type UserBank,
} from '@wallet/api';
import {
  MONEY_OUTCOME_UNKNOWN,
  pointsToVnd,
  withdrawPageError,
  type ErrorView,
} from '@wallet/domain';
import { useApi, useNavigateAndWait } from '@wallet/shell';
import { href } from '../../lib/paths';
import { useSession } from '../../lib/session-store';

/** What the page tells the player after a withdrawal failed, and the dialog that says it. */
export interface WithdrawFailure {
  dialog: 'pending' | 'outcome-unknown' | 'error';
  view: ErrorView;
}

export const WITHDRAW_DONE_ROUTE = `${href('/transections')}?tab=withdraw`;

/**
 * 001 §7 "POST /account/withdraw (bearer, multipart): bank_id, transaction_amount (typed amount
 * times 30000), bank_account_number, optional reject_previous" through the money guard, and §2 "A
 * successful request navigates to /transections?tab=withdraw."
 */
export function useSendWithdraw({ onLocked }: { onLocked: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigateAndWait();
  const [failure, setFailure] = useState<WithdrawFailure | null>(null);

  const withdraw = useMutation({
    ...createWithdrawMutation(api),
    onSuccess: () => {
      useSession.setState({ withdrawamount: null });
      // The amount is held by the upstream: the balance shown is its own, read again.
      void queryClient.invalidateQueries({ queryKey: getUserQuery(api).queryKey });
      void queryClient.invalidateQueries({ queryKey: getUserTransactionsQuery(api).queryKey });
      // Returned, so the form (awaiting mutateAsync) stays locked until the history is shown.
      return navigate(WITHDRAW_DONE_ROUTE);
    },
    onError: (thrown) => {
      const error = toApiError(thrown);
      const view = withdrawPageError(error);
      if (error.code === 'PLAYER_NOT_ALLOWED_TO_WITHDRAW') onLocked();
      if (error.code === MONEY_OUTCOME_UNKNOWN) setFailure({ dialog: 'outcome-unknown', view });
      else setFailure({ dialog: view.redirect ? 'pending' : 'error', view });
    },
  });

  const send = (bank: UserBank, points: number, replacePending = false) =>
    withdraw.mutateAsync({
      bank_id: bank.id,
      transaction_amount: pointsToVnd(points),
      bank_account_number: bank.account_number,
      ...(replacePending ? { reject_previous: '1' as const } : {}),
    });

  return { send, failure, dismiss: () => setFailure(null) };
}
