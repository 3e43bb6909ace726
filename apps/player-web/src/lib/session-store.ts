import { create } from 'zustand';
import type { Category, GameRates } from '@wallet/api';

/**
 * What screens hand to each other, from the spec's shared state (000 §1 "user, userInfo,
 * wheelInfo, dagaBalance (points), withdrawamount, userbankdetails, gamesRates, refCode,
 * loadingScreen"). Server data (user info, banks, rates) lives in the query cache; a key joins this
 * store when a screen reads it (docs/decisions.md).
 */
export interface SessionState {
  /** 001 §2 "If an amount is already held in shared state, the flow starts at … the bank step." */
  withdrawamount: number | null;
  /** 000 §1 "a loading overlay reading 'LOADING...' is hidden after 3 seconds". */
  loadingScreen: boolean;
  /**
   * 000 §3 "GET categories. Returns the game list with rates": each game's rates by game_id, read by
   * the play-game dialog (null: the game has none, 1 to 1 without bounds).
   */
  gamesRates: Record<number, GameRates | null>;
}

export const useSession = create<SessionState>()(() => ({
  withdrawamount: null,
  loadingScreen: true,
  gamesRates: {},
}));

/** Fills `gamesRates` from the categories call's games. */
export function storeGamesRates(categories: Category[]): void {
  const rates = Object.fromEntries(
    categories.flatMap((c) => c.game_items.map((g) => [g.game_id, g.rates] as const)),
  );
  useSession.setState({ gamesRates: rates });
}

/**
 * 000 §4 logout "clears user, user info, points balance and withdraw amount": the user, its info
 * and the points balance are the query cache's, which the wallet clears; this is the rest.
 */
export function clearPlayerState(): void {
  useSession.setState({ withdrawamount: null });
}
