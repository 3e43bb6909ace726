import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  checkApprovalQuery,
  getUserQuery,
  getUserTransactionsQuery,
  isApiError,
  type Api,
} from '@wallet/api';
import {
  ACTIVATION_POLL_MS,
  ACTIVATION_WINDOW_MS,
  activationState,
  endsActivationWait,
  readInitialDepositMarker,
  shouldLogOut,
  shouldPollActivation,
  STORAGE_KEYS,
  type ActivationState,
} from '@wallet/domain';
import { useApi, useWalletSession } from '@wallet/shell';

function readMarker(): number | null {
  return readInitialDepositMarker(localStorage.getItem(STORAGE_KEYS.initialDeposit));
}

function clearMarker(): void {
  localStorage.removeItem(STORAGE_KEYS.initialDeposit);
}

/** 000 §4 "logs out on 'Unauthenticated.' or 'timeout exceeded'"; anything else waits for the next tick. */
function logOutIfDead(error: unknown, logout: () => void): void {
  if (isApiError(error) && shouldLogOut(error)) logout();
}

/**
 * The approval check, polled while `polling`: every 20 s while the block is shown and the tab is
 * seen (TanStack Query's interval skips a hidden tab; the next tick after it is shown checks), never
 * retried (the next tick is the retry). The user info the block is drawn from carries is_approved
 * (000 §1), so it is the first answer: the first check runs 20 s after it, and moving between
 * pages does not ask again sooner than 20 s after the last answer (docs/decisions.md).
 */
function useApprovalPoll(api: Api, polling: boolean) {
  const queryClient = useQueryClient();
  const userKey = getUserQuery(api).queryKey;
  return useQuery({
    ...checkApprovalQuery(api),
    enabled: polling,
    initialData: () => {
      const user = queryClient.getQueryData(userKey);
      return user ? { status: true as const, is_approved: user.is_approved } : undefined;
    },
    initialDataUpdatedAt: () => queryClient.getQueryState(userKey)?.dataUpdatedAt,
    staleTime: ACTIVATION_POLL_MS,
    refetchInterval: ACTIVATION_POLL_MS,
    retry: false,
  });
}

/**
 * 000 §4 "Initial-deposit activation polling: when the initialDeposit marker is present, a check runs
 * every 20 seconds. is_approved 2 shows the message that the account is not activated …, then stops
 * and clears the marker. is_approved 1 refreshes the user info (or logs out on 'Unauthenticated.' or
 * 'timeout exceeded'), clears the timer and the marker." The poll lives only while the component is
 * shown and the wait is open. `markerAt`: when the wait began (the first deposit), for its progress.
 */
export function useActivation(user: { userName?: string | null; userId?: number | null }): {
  state: ActivationState;
  markerAt: number | null;
} {
  const api = useApi();
  const queryClient = useQueryClient();
  const { logout } = useWalletSession();
  const [markerAt, setMarkerAt] = useState(readMarker);
  const [isApproved, setIsApproved] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // A game account that shows up by any other way (another page's refresh) ends the wait too.
  const hasAccount = Boolean(user.userName);
  const polling = !hasAccount && shouldPollActivation(markerAt, isApproved);
  const check = useApprovalPoll(api, polling);
  const answer = check.data?.is_approved;

  useEffect(() => {
    if (hasAccount && markerAt !== null) clearMarker();
  }, [hasAccount, markerAt]);

  // Each answer, once, judged at the time it came: a 2 while the 10-minute window is open means
  // "not yet" (docs/decisions.md). Adjusted while rendering (React's pattern for state that follows
  // what a render reads), so the wait ends in the same render that shows the answer.
  const [judgedAt, setJudgedAt] = useState(0);
  if (polling && check.dataUpdatedAt !== judgedAt) {
    setJudgedAt(check.dataUpdatedAt);
    if (endsActivationWait(answer, markerAt, check.dataUpdatedAt)) {
      setMarkerAt(null);
      setIsApproved(answer ?? null);
    }
  }

  // What the end of the wait does outside React: the stored marker goes, and an approval reads the
  // user info again (or logs out on a dead session).
  useEffect(() => {
    if (isApproved === null) return;
    clearMarker();
    if (isApproved === 1) {
      queryClient
        .fetchQuery({ ...getUserQuery(api), staleTime: 0 })
        .catch((error: unknown) => logOutIfDead(error, logout));
      // The deposit just approved no longer waits: home's card of it goes (issue 47 §2).
      void queryClient.invalidateQueries({ queryKey: getUserTransactionsQuery(api).queryKey });
    }
  }, [isApproved, api, queryClient, logout]);

  useEffect(() => {
    if (polling && check.error) logOutIfDead(check.error, logout);
  }, [polling, check.error, check.errorUpdatedAt, logout]);

  // "A marker younger than 10 minutes shows a spinner …. An older marker shows the not-activated
  // message": the wait turns into the message when the window closes, even between checks.
  useEffect(() => {
    if (markerAt === null) return undefined;
    const left = markerAt + ACTIVATION_WINDOW_MS - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [markerAt]);

  if (hasAccount) return { state: 'activated', markerAt };
  const state = activationState({
    isApproved,
    userName: user.userName,
    userId: user.userId,
    markerAt,
    now,
  });
  return { state, markerAt };
}
