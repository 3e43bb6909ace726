import {
  PLAY_KEYS as KEYS,
  parseRealityCheckMinutes,
  parseStoredTime,
  type RealityCheckMinutes,
} from '@wallet/domain';
import { readPref, useDevicePref, writePref } from './device-prefs';

/** Issue 27 §5: the reality check's interval, chosen in the profile and kept on this device. */
export const useRealityCheckMinutes = () =>
  useDevicePref(KEYS.realityCheckMinutes, parseRealityCheckMinutes);
export const chooseRealityCheckMinutes = (chosen: RealityCheckMinutes) =>
  writePref(KEYS.realityCheckMinutes, String(chosen));

/** When the session on this device began; now when none is stored (docs/decisions.md). */
export function playStart(): number {
  const stored = parseStoredTime(readPref(KEYS.playStart));
  if (stored !== null) return stored;
  const now = Date.now();
  writePref(KEYS.playStart, String(now));
  return now;
}

/** When the player last closed a reminder (the start when none). */
export const playSeen = (start: number) => parseStoredTime(readPref(KEYS.playSeen)) ?? start;
/** The same, as it changes: in this tab or another (null: none closed yet). */
export const usePlaySeen = () => useDevicePref(KEYS.playSeen, parseStoredTime);
export const markRealityCheckSeen = (at: number) => writePref(KEYS.playSeen, String(at));

/** Logged out or expired: the next login begins a new session. */
export function endPlaySession(): void {
  writePref(KEYS.playStart, null);
  writePref(KEYS.playSeen, null);
}
