// Loaded with a logged-in player's timer and the profile, not with every first page; what the
// reminder reads and says (record times, texts) is reality-check.ts, loaded with the reminder.

/**
 * Issue 27 §5, kept on this device under keys of our own (a session's end, 000 §1, clears only
 * SESSION_KEYS): the interval chosen in the profile, the play session's start and the last reminder
 * closed. What is read back is parsed: a malformed value is the default.
 */
export const PLAY_KEYS = {
  realityCheckMinutes: 'wallet.realityCheckMinutes',
  playStart: 'wallet.playStart',
  playSeen: 'wallet.playSeen',
} as const;

/** Issue 27 §5 "30, 60, 120 or off": 0 is off. */
export type RealityCheckMinutes = 30 | 60 | 120 | 0;
export const REALITY_CHECK_CHOICES: readonly RealityCheckMinutes[] = [30, 60, 120, 0];
/** Issue 27 §5 "60 minutes by default". */
export const REALITY_CHECK_DEFAULT: RealityCheckMinutes = 60;

/** The stored interval, or the default for anything that is not one of the choices. */
export function parseRealityCheckMinutes(raw: string | null): RealityCheckMinutes {
  const value = raw === null || raw.trim() === '' ? NaN : Number(raw);
  return REALITY_CHECK_CHOICES.find((choice) => choice === value) ?? REALITY_CHECK_DEFAULT;
}

/**
 * Issue 27 §5: the session the reality check counts, on this device (docs/decisions.md), runs from
 * the first page that saw the player logged in (a login, or the first visit while already logged
 * in) until a logout or an expiry; a reload or a second tab is the same session. Its start and the
 * last reminder closed are kept as times (ms since the epoch): what is stored and is not one reads
 * as null (a new session, or no reminder closed yet).
 */
export function parseStoredTime(raw: string | null): number | null {
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}

/**
 * When the next reminder is due: the first whole interval from the start that comes after the
 * last one the player closed (`seen`; a reminder shown late, after a money call, does not move the
 * next); null when the reminder is off.
 */
export function nextRealityCheckAt(start: number, seen: number, minutes: number): number | null {
  if (minutes <= 0) return null;
  const step = minutes * 60_000;
  return start + (Math.floor(Math.max(0, seen - start) / step) + 1) * step;
}
