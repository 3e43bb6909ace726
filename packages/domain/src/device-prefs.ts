/**
 * The player's choices kept on this device (issue 27 §4, §5), under keys of our own: a session's
 * end (000 §1 clears SESSION_KEYS) leaves them, they belong to the device. What is read back is
 * parsed: anything else than a value written here is the default.
 */
export const DEVICE_PREF_KEYS = {
  moneyHidden: 'wallet.moneyHidden',
  realityCheckMinutes: 'wallet.realityCheckMinutes',
  playSession: 'wallet.playSession',
} as const;

/** Issue 27 §4 the eye toggle: hidden only when 'true' was written; shown by default. */
export function parseMoneyHidden(raw: string | null): boolean {
  return raw === 'true';
}

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
