/**
 * How long the answer a screen asked for while its code was loading counts as the screen's own
 * (issue 15: "preload … the route being opened"): the route starts the call with the code, and the
 * screen, mounting a moment later, shows that answer instead of asking again. Leaving and coming
 * back after this asks again, as opening the screen always did.
 */
export const OPENING_FRESH_MS = 10_000;
