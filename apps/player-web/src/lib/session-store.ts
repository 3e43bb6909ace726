import { create } from 'zustand';

/**
 * What screens hand to each other, from the spec's shared state (000 §1 "user, userInfo,
 * wheelInfo, dagaBalance (points), withdrawamount, userbankdetails, gamesRates, refCode,
 * loadingScreen"). Server data (user info, banks, rates) lives in the query cache; a key joins this
 * store when a screen reads it (docs/decisions.md).
 */
export interface SessionState {
  /** The Da Ga points balance shown beside the main wallet. */
  dagaBalance: number | null;
  /** 001 §2 "If an amount is already held in shared state, the flow starts at … the bank step." */
  withdrawamount: number | null;
  /** 000 §1 "a loading overlay reading 'LOADING...' is hidden after 3 seconds". */
  loadingScreen: boolean;
}

export const useSession = create<SessionState>()(() => ({
  dagaBalance: null,
  withdrawamount: null,
  loadingScreen: true,
}));

/** 000 §4 logout "clears user, user info, points balance and withdraw amount" (the user info is the query cache's). */
export function clearPlayerState(): void {
  useSession.setState({ dagaBalance: null, withdrawamount: null });
}
