import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { getUserQuery } from '@wallet/api';
import { shouldLogOut } from '@wallet/domain';
import { useLoadState } from '../load-state/load-state';
import { useApi, useWalletSession } from '../provider/WalletProvider';
import { useLoggedIn } from './auth-token';

/**
 * The logged-in player's user info ("On load, if an auth token is stored, the user info is
 * fetched."). One cache entry serves every screen that shows it.
 */
export function useUserInfo(options: { refetchInterval?: number | false } = {}) {
  const api = useApi();
  const loggedIn = useLoggedIn();
  return useQuery({ ...getUserQuery(api), enabled: loggedIn, ...options });
}

/**
 * The user info as the site's layout loads it: 000 §1 "If that fetch answers 'Unauthenticated.' or
 * 'timeout exceeded', the logout handler runs." Only the upstream's answer logs out; any other
 * failure (no answer, our own time limit, a 5xx) keeps the session and is the returned `failure`,
 * for the layout to show with a retry. Needs a WalletProvider given a `wallet`.
 */
export function useUserInfoOrLogout() {
  const { logout } = useWalletSession();
  const user = useLoadState(useUserInfo());
  const dead = user.failure !== null && shouldLogOut(user.failure);
  useEffect(() => {
    if (dead) logout();
  }, [dead, logout]);
  return { ...user, failure: dead ? null : user.failure };
}
