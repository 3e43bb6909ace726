import { useSyncExternalStore } from 'react';
import {
  DEVICE_PREF_KEYS,
  parseMoneyHidden,
  parsePlaySession,
  parseRealityCheckMinutes,
  type PlaySession,
  type RealityCheckMinutes,
} from '@wallet/domain';

/**
 * Issue 27 §4 and §5: what the player chose for this device (money hidden, the reality check's
 * interval). The device's storage is the one copy, read where it is shown: a reload and every tab
 * see the same (a tab hears another's change through the `storage` event). Storage that refuses
 * (a private window) leaves this page's own copy.
 */
const listeners = new Set<() => void>();
const ownCopy = new Map<string, string>();
let refused = false;

function read(key: string): string | null {
  try {
    if (!refused) return localStorage.getItem(key);
  } catch {
    refused = true;
  }
  return ownCopy.get(key) ?? null;
}

function write(key: string, value: string | null): void {
  if (value === null) ownCopy.delete(key);
  else ownCopy.set(key, value);
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    refused = true;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useMoneyHiddenPref = () =>
  useSyncExternalStore(subscribe, () => parseMoneyHidden(read(DEVICE_PREF_KEYS.moneyHidden)));

export const toggleMoneyHidden = () =>
  write(
    DEVICE_PREF_KEYS.moneyHidden,
    String(!parseMoneyHidden(read(DEVICE_PREF_KEYS.moneyHidden))),
  );

export const useRealityCheckMinutes = () =>
  useSyncExternalStore(subscribe, () =>
    parseRealityCheckMinutes(read(DEVICE_PREF_KEYS.realityCheckMinutes)),
  );

export const chooseRealityCheckMinutes = (minutes: RealityCheckMinutes) =>
  write(DEVICE_PREF_KEYS.realityCheckMinutes, String(minutes));

/** Issue 27 §5: the session on this device, begun `now` when none is stored (docs/decisions.md). */
export function currentPlaySession(now = Date.now()): PlaySession {
  const stored = parsePlaySession(read(DEVICE_PREF_KEYS.playSession));
  if (stored) return stored;
  const begun = { start: now, seen: now };
  write(DEVICE_PREF_KEYS.playSession, JSON.stringify(begun));
  return begun;
}

/** The player closed a reminder at `at`: the next one counts from there. */
export const markRealityCheckSeen = (at: number) =>
  write(DEVICE_PREF_KEYS.playSession, JSON.stringify({ ...currentPlaySession(at), seen: at }));

/** Logged out or expired: the next login begins a new session. */
export const endPlaySession = () => write(DEVICE_PREF_KEYS.playSession, null);
