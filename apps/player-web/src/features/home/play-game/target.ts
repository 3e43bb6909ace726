/** The game a player tapped: what the play-game dialog needs to know before anything loads. */
export interface PlayTarget {
  /** The game item's game_id, which player/game/login names. */
  gameId: number;
  /** Its 'en' name (001 §3). */
  name: string;
  isDaGa: boolean;
}

/** 001 §4 Da Ga account activation: a player without user_name or user_id has no game account. */
export const hasGameAccount = (user: { user_name?: string | null; user_id?: number | null }) =>
  Boolean(user.user_name && user.user_id);
