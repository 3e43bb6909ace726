/**
 * The levels every query key sits under. Everything a logged-in player owns is under `player`, so
 * it can be invalidated in one call (the money guard's reconciliation does); public content sits
 * under its own prefix. A read's own key is its level, its operationId, then its arguments (see
 * read.ts): `getUserQuery(api).queryKey` is how a screen names one. Only `player` is exported.
 */
const root = ['upstream'] as const;

export const keyLevels = {
  public: [...root, 'public'],
  player: [...root, 'player'],
} as const;

export const queryKeys = { player: keyLevels.player };
