import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { checkTransactionStatusQuery, getUserQuery, getUserTransactionsQuery } from '@wallet/api';
import { DEPOSIT_STATUS_POLL_MS } from '@wallet/domain';
import { useApi } from '@wallet/shell';
import { href } from '../../lib/paths';
import type { ReceiptHistoryState } from './receipt-state';

/** The deposit whose status is checked, and what its receipt says (issue 47 §2). */
export interface PolledDeposit {
  /** The reference the status check takes: a result's transaction_id or a record's id. */
  statusRef: string | number;
  /** Whole VND. */
  amount: number;
  /** Its code (transaction_id). */
  code: string;
  /** When it was made, as the upstream wrote it. */
  createdAt: string | null;
}

/** Where the poll is, for the wait's progress (issue 37 §3). */
export interface StatusPoll {
  /** When the last check answered or failed (0: none yet); the next is DEPOSIT_STATUS_POLL_MS on. */
  checkedAt: number;
  /** A check is on its way. */
  checking: boolean;
}

/**
 * 000 §4 "step2 and redirectPage poll the transaction status every 10 seconds and go to
 * /transections once the status is true."
 * - The poll lives only while the view that calls this is shown (the query's observer), and pauses
 *   while the tab is hidden (TanStack Query's default for an interval); logout clears the cache and
 *   leaves the page, which ends it.
 * - A failed check is not shown: the next tick asks again (the deposit itself is not in question).
 * - The history is refreshed before the player lands there, so the settled deposit is on top, and
 *   an approved one is told there as a receipt (issue 47 §2; its entry's state).
 */
export function useDepositStatusPoll(details: PolledDeposit): StatusPoll {
  const { statusRef, amount, code, createdAt } = details;
  const api = useApi();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const status = useQuery({
    ...checkTransactionStatusQuery(api, statusRef),
    refetchInterval: DEPOSIT_STATUS_POLL_MS,
    staleTime: 0,
    retry: false,
  });
  const settled = status.data?.status === true;
  // is_approved 1 (000 §4 only says "true"; the check also answers 3 while it is processed).
  const approved = settled && Number(status.data?.is_approved) === 1;

  useEffect(() => {
    if (!settled) return;
    const approvedAt = Date.now();
    void queryClient.invalidateQueries({ queryKey: getUserTransactionsQuery(api).queryKey });
    void queryClient.invalidateQueries({ queryKey: getUserQuery(api).queryKey });
    const state: ReceiptHistoryState | undefined = approved
      ? { approved: { amount, code, createdAt, approvedAt } }
      : undefined;
    navigate(href('/transections'), { replace: true, state });
  }, [settled, approved, amount, code, createdAt, navigate, queryClient, api]);

  return {
    checkedAt: Math.max(status.dataUpdatedAt, status.errorUpdatedAt),
    checking: status.isFetching,
  };
}
