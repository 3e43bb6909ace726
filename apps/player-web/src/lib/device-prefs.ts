import { useSyncExternalStore } from 'react';
import { MONEY_HIDDEN_KEY, parseMoneyHidden } from '@wallet/domain';

/**
 * Issue 27 §4 and §5: what is kept on this device. Its storage is the one copy, read where it is
 * shown, so a reload and every tab see the same (another tab's change arrives as a `storage`
 * event). Storage that refuses (a private window) leaves the page its own copy. In the first
 * page's code, so only the money toggle is here; the reality check's part is play-session.ts.
 */
const listeners = new Set<() => void>();
const own: Record<string, string | null> = {};

export function readPref(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return own[key] ?? null;
  }
}

export function writePref(key: string, value: string | null): void {
  own[key] = value;
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    // Refused: this page keeps its own copy.
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    removeEventListener('storage', listener);
  };
}

/** A kept value as `parse` reads it (a value, not an object: the same one until it changes). */
export const useDevicePref = <T>(key: string, parse: (raw: string | null) => T) =>
  useSyncExternalStore(subscribe, () => parse(readPref(key)));

export const useMoneyHiddenPref = () => useDevicePref(MONEY_HIDDEN_KEY, parseMoneyHidden);
export const toggleMoneyHidden = () =>
  writePref(MONEY_HIDDEN_KEY, String(!parseMoneyHidden(readPref(MONEY_HIDDEN_KEY))));
