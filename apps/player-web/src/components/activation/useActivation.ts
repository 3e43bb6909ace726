import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { checkApprovalQuery, getUserQuery, isApiError } from '@wallet/api';
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
 * 000 §4 "Initial-deposit activation polling: when the initialDeposit marker is present, a check runs
 * every 20 seconds. is_approved 2 shows the message that the account is not activated …, then stops
 * and clears the marker. is_approved 1 refreshes the user info (or logs out on 'Unauthenticated.' or
 * 'timeout exceeded'), clears the timer and the marker." The first check runs 20 s after the page
 * opens ("every 20 seconds"), and the timer lives only while the component is shown.
 */
export function useActivation(user: {
  userName?: string | null;
  userId?: number | null;
}): ActivationState {
  const api = useApi();
  const queryClient = useQueryClient();
  const { logout } = useWalletSession();
  const [markerAt, setMarkerAt] = useState(readMarker);
  const [isApproved, setIsApproved] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  // A game account that shows up by any other way (another page's refresh) ends the wait too.
  const hasAccount = Boolean(user.userName);
  const polling = !hasAccount && shouldPollActivation(markerAt, isApproved);

  useEffect(() => {
    if (hasAccount && markerAt !== null) clearMarker();
  }, [hasAccount, markerAt]);

  useEffect(() => {
    if (!polling) return undefined;
    let live = true;
    const timer = setInterval(() => {
      setNow(Date.now());
      // A tab in the background asks nothing: the next tick after it is shown again checks.
      if (document.visibilityState === 'hidden') return;
      void (async () => {
        let answer: number;
        try {
          answer = (await queryClient.fetchQuery({ ...checkApprovalQuery(api), staleTime: 0 }))
            .is_approved;
        } catch (error) {
          if (live) logOutIfDead(error, logout);
          return;
        }
        // A 2 while the 10-minute window is open means "not yet" (docs/decisions.md).
        if (!live || !endsActivationWait(answer, markerAt, Date.now())) return;
        clearMarker();
        setMarkerAt(null);
        setIsApproved(answer);
        if (answer === 1) {
          await queryClient
            .fetchQuery({ ...getUserQuery(api), staleTime: 0 })
            .catch((error: unknown) => logOutIfDead(error, logout));
        }
      })();
    }, ACTIVATION_POLL_MS);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [polling, markerAt, api, queryClient, logout]);

  // "A marker younger than 10 minutes shows a spinner …. An older marker shows the not-activated
  // message": the wait turns into the message when the window closes, even between checks.
  useEffect(() => {
    if (markerAt === null) return undefined;
    const left = markerAt + ACTIVATION_WINDOW_MS - Date.now();
    if (left <= 0) return undefined;
    const timer = setTimeout(() => setNow(Date.now()), left);
    return () => clearTimeout(timer);
  }, [markerAt]);

  if (hasAccount) return 'activated';
  return activationState({
    isApproved,
    userName: user.userName,
    userId: user.userId,
    markerAt,
    now,
  });
}
