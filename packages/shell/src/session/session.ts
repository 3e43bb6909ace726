import type { QueryClient } from '@tanstack/react-query';
import { STORAGE_KEYS } from '@wallet/domain';
import type { Navigator } from '../navigation/navigation';
import { notifyAuthChange, storeAuthToken } from './auth-token';

/** Signing in and out: what a login form, a logout button and the 401 flow call. */
export interface Session {
  /**
   * 000 §4 "Login: success stores the token and goes home. A REQUIRE_RESET_PASSWORD reply stores the
   * token and goes home with the reset popup open" (home's location state `{ resetPassword: true }`).
   * Resolves once home is shown: a form that awaits it stays locked until then, so a second tap
   * while home's code loads cannot send the form again.
   */
  signIn: (token: string, options?: { requireReset?: boolean }) => Promise<void>;
  /**
   * 000 §4 "Logout: clears all cached queries, removes auth_token and initialDeposit, clears user,
   * user info, points balance and withdraw amount, then goes to /login."
   */
  logout: () => void;
  /**
   * 000 §1 "any 401 on a call clears local storage, alerts … and goes to /login". The client has
   * already cleared storage and alerted once; this drops what the site holds and navigates.
   */
  endExpiredSession: () => void;
}

export interface SessionOptions {
  queryClient: QueryClient;
  navigator: Pick<Navigator, 'navigateTo'>;
  /** Clears the site's own player state (e.g. a store's balances), on logout and on expiry. */
  onSignOut?: () => void;
}

export function createSession({ queryClient, navigator, onSignOut }: SessionOptions): Session {
  const toLogin = () => {
    // Fire and forget: nothing waits for the login page to be shown.
    void navigator.navigateTo('/login', { replace: true });
  };
  /** Drops what the site holds of the player; the token is already gone. */
  const dropPlayer = () => {
    queryClient.clear();
    onSignOut?.();
    notifyAuthChange();
  };
  return {
    signIn: (token, options = {}) => {
      storeAuthToken(token);
      return navigator.navigateTo('/', {
        replace: true,
        state: options.requireReset ? { resetPassword: true } : null,
      });
    },
    logout: () => {
      localStorage.removeItem(STORAGE_KEYS.authToken);
      localStorage.removeItem(STORAGE_KEYS.initialDeposit);
      dropPlayer();
      toLogin();
    },
    endExpiredSession: () => {
      dropPlayer();
      toLogin();
    },
  };
}
