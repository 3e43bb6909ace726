import { useState } from 'react';
import { useLocation } from 'react-router';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  createDepositMutation,
  getUserQuery,
  getUserTransactionsQuery,
  toApiError,
  type Api,
  type ApiError,
  type DepositResult,
} from '@wallet/api';
import {
  activationState,
  depositLockedView,
  depositNextStep,
  depositPageError,
  LAST_DEPOSIT_KEY,
  MONEY_OUTCOME_UNKNOWN,
  STORAGE_KEYS,
  THOUSANDS_TO_VND,
  thousandsToVnd,
  writeInitialDepositMarker,
  writeLastDeposit,
  type ErrorView,
  type MoneyFinding,
} from '@wallet/domain';
import { useApi, useNavigateAndWait } from '@wallet/shell';
import { writePref } from '../../lib/device-prefs';
import { href } from '../../lib/paths';
import type { DepositChoice } from './choice';
import type { DepositHistoryState } from './history-entry';

/** What the page tells the player after a deposit failed, and the dialog that says it. */
export interface DepositFailure {
  dialog: 'pending' | 'outcome-unknown' | 'error';
  view: ErrorView;
}

/**
 * 000 §1 "initialDeposit (marker with a timestamp for an account awaiting first-deposit
 * activation)": written when a deposit of a player who would otherwise be asked to deposit to
 * activate (no user_name, no user_id) was made, so the activation wait (components/activation)
 * runs. User info not loaded counts as not activated: the wait ends at once for a player whose
 * game account shows up.
 */
function markFirstDeposit(queryClient: QueryClient, api: Api): void {
  const user = queryClient.getQueryData(getUserQuery(api).queryKey);
  const prompt =
    activationState({
      userName: user?.user_name,
      userId: user?.user_id,
      markerAt: null,
      now: Date.now(),
    }) === 'deposit-prompt';
  if (prompt)
    localStorage.setItem(STORAGE_KEYS.initialDeposit, writeInitialDepositMarker(Date.now()));
}

/** A deposit whose answer was lost but which the history shows was made. */
function madeAnyway(error: ApiError): boolean {
  return (
    error.code === MONEY_OUTCOME_UNKNOWN &&
    (error.body as MoneyFinding | undefined)?.status === 'done'
  );
}

function failureOf(error: ApiError): DepositFailure {
  const view = depositPageError(error);
  if (error.code === MONEY_OUTCOME_UNKNOWN) return { dialog: 'outcome-unknown', view };
  return view.redirect ? { dialog: 'pending', view } : { dialog: 'error', view };
}

/**
 * 000 §7 "POST /account/deposit, multipart, with bearer" through the money guard (one request per
 * intent, never re-sent blind after a lost answer), and §4 "step1 goes to step2 on a QR result, to
 * redirectPage when is_redirect, and to home when the message is AUTO_APPROVED."
 */
export function useSendDeposit({ onLocked }: { onLocked: () => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigateAndWait();
  const { search } = useLocation();
  const [failure, setFailure] = useState<DepositFailure | null>(null);

  const deposit = useMutation({
    ...createDepositMutation(api),
    onSuccess: (result: DepositResult, sent) => {
      markFirstDeposit(queryClient, api);
      // Issue 47 §4: offered again from home, filled in, to this player on this device.
      const player = queryClient.getQueryData(getUserQuery(api).queryKey)?.name;
      if (player)
        writePref(
          LAST_DEPOSIT_KEY,
          writeLastDeposit({
            player,
            categoryId: sent.category_id,
            methodId: sent.payment_method,
            bankId: sent.bank_id,
            amount: sent.transaction_amount / THOUSANDS_TO_VND,
          }),
        );
      // The history now holds this deposit: step 1 and home, shown again, ask for it (issue 47 §2).
      // Marked stale, not read now: step 1's own reading would otherwise count as fresh for a while,
      // and back from step 2 would show this deposit waiting though staff had settled it meanwhile.
      void queryClient.invalidateQueries({
        queryKey: getUserTransactionsQuery(api).queryKey,
        refetchType: 'none',
      });
      if (depositNextStep(result) === 'home') {
        // The balance on home is the upstream's, read again.
        void queryClient.invalidateQueries({ queryKey: getUserQuery(api).queryKey });
        // Returned, so the form (awaiting mutateAsync) stays locked until home is shown: a second
        // tap while home's code loads must not make a second deposit.
        return navigate(href('/'));
      }
      const state: DepositHistoryState = { deposit: result };
      return navigate({ pathname: href('/deposit'), search }, { state });
    },
    onError: (thrown) => {
      const error = toApiError(thrown);
      if (madeAnyway(error)) markFirstDeposit(queryClient, api);
      const next = failureOf(error);
      // The lock is said once, by the page's lock dialog, which also closes the form.
      if (next.view.text === depositLockedView().text) onLocked();
      else setFailure(next);
    },
  });

  const send = (choice: DepositChoice, amount: string) =>
    deposit.mutateAsync({
      // 000 §1 "The value sent is the typed amount multiplied by 1000."
      transaction_amount: thousandsToVnd(Number(amount)),
      bank_id: choice.bank.id,
      payment_method: choice.method.id,
      payment_method_code: choice.method.payment_method_code,
      category_id: choice.category.id,
      category_code: choice.category.category_code,
    });

  return { send, failure, dismiss: () => setFailure(null) };
}
