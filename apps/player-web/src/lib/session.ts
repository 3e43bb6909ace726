import { STORAGE_KEYS } from '@wallet/domain';
import { queryClient } from './api';
import { notifyAuthChange, storeAuthToken } from './auth-token';
import { navigateTo } from './navigation';
import { clearPlayerState } from './session-store';

/**
 * 000 §4 "Login: success stores the token and goes home. A REQUIRE_RESET_PASSWORD reply stores the
 * token and goes home with the reset popup open."
 */
export function signIn(token: string, options: { requireReset?: boolean } = {}): Promise<void> {
  storeAuthToken(token);
  // Resolves once home is shown: a form that awaits it stays locked until then, so a second tap
  // while home's code loads cannot send the form again.
  return navigateTo('/', {
    replace: true,
    state: options.requireReset ? { resetPassword: true } : null,
  });
}

/**
 * 000 §4 "Logout: clears all cached queries, removes auth_token and initialDeposit, clears user, user
 * info, points balance and withdraw amount, then goes to /login."
 */
export function logout(): void {
  queryClient.clear();
  localStorage.removeItem(STORAGE_KEYS.authToken);
  localStorage.removeItem(STORAGE_KEYS.initialDeposit);
  clearPlayerState();
  notifyAuthChange();
  navigateTo('/login', { replace: true });
}

/**
 * 000 §1 "any 401 on a call clears local storage, alerts … and goes to /login". The client has
 * already cleared storage and alerted once; this drops what the app holds and navigates.
 */
export function endExpiredSession(): void {
  queryClient.clear();
  clearPlayerState();
  notifyAuthChange();
  navigateTo('/login', { replace: true });
}
