import { create } from 'zustand';

/**
 * What screens hand to each other, from the spec's shared state (000 §1 "user, userInfo,
 * wheelInfo, dagaBalance (points), withdrawamount, userbankdetails, gamesRates, refCode,
 * loadingScreen"). Server data (user info, banks, the games' rates) lives in the query cache; a
 * key joins this store only for client state a screen reads (docs/decisions.md).
 */
export interface SessionState {
  /** 001 §2 "If an amount is already held in shared state, the flow starts at … the bank step." */
  withdrawamount: number | null;
  /** 000 §1 "a loading overlay reading 'LOADING...' is hidden after 3 seconds". */
  loadingScreen: boolean;
}

export const useSession = create<SessionState>()(() => ({
  withdrawamount: null,
  loadingScreen: true,
}));

/**
 * 000 §4 logout "clears user, user info, points balance and withdraw amount": the user, its info
 * and the points balance are the query cache's, which the wallet clears; this is the rest.
 */
export function clearPlayerState(): void {
  useSession.setState({ withdrawamount: null });
}
