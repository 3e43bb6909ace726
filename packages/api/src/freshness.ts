/**
 * How long the answer a screen asked for while its code was loading counts as the screen's own
 * (issue 15: "preload … the route being opened"): the route starts the call with the code, and the
 * screen, mounting a moment later, shows that answer instead of asking again. Leaving and coming
 * back after this asks again, as opening the screen always did.
 */
export const OPENING_FRESH_MS = 10_000;

/**
 * The reads of what can change while the player is away, in the bank app most of all (issue 37 §2):
 * a deposit's status, the main balance, the history, the game wallets, the activation. A screen
 * that shows one reads it again the moment the page is shown again or the network comes back,
 * however fresh it was; every other query keeps its freshness (the client's default is not to
 * refetch on focus). Only observed queries refetch, so nothing is read for a screen not shown.
 */
export const READ_ON_RETURN = {
  refetchOnWindowFocus: 'always',
  refetchOnReconnect: 'always',
} as const;
