import { create } from 'zustand';

/**
 * The spec's shared state (section 1): "user, userInfo, wheelInfo, dagaBalance (points),
 * withdrawamount, userbankdetails, gamesRates, refCode, loadingScreen". Server data itself lives
 * in the query cache; this holds what screens hand to each other.
 */
export interface SessionState {
  user: unknown;
  userInfo: unknown;
  wheelInfo: unknown;
  dagaBalance: number | null;
  withdrawamount: number | null;
  userbankdetails: unknown;
  gamesRates: unknown;
  refCode: string | null;
  loadingScreen: boolean;
}

const initial: SessionState = {
  user: null,
  userInfo: null,
  wheelInfo: null,
  dagaBalance: null,
  withdrawamount: null,
  userbankdetails: null,
  gamesRates: null,
  refCode: null,
  loadingScreen: true,
};

export const useSession = create<SessionState>()(() => initial);

/** "clears user, user info, points balance and withdraw amount" (logout and session expiry). */
export function clearPlayerState(): void {
  useSession.setState({ user: null, userInfo: null, dagaBalance: null, withdrawamount: null });
}
