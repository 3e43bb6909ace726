import { MONEY_UNKNOWN_MEMORY_MS } from '@wallet/domain';

/** Where the guard remembers intents whose outcome is unknown: every tab of the site shares it. */
export type GuardMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A money call that left and has no definite answer yet, with what was read just before it. */
export interface Remembered {
  key: string;
  before?: unknown;
  at: number;
}

const MEMORY_KEY = 'wallet.moneyOutcomeUnknown';

/**
 * The guard's memory, read afresh on every call so that what one tab wrote the next tab sees.
 * Storage that refuses (private mode, quota) leaves the guard with this page's own copy.
 */
export function createMoneyMemory(storage: GuardMemory | undefined) {
  let local: Remembered | null = null;

  const recall = (): Remembered | null => {
    let stored: Remembered | null = local;
    try {
      if (storage) {
        const raw = storage.getItem(MEMORY_KEY);
        stored = raw ? parse(raw) : null;
      }
    } catch {
      // Unreadable: keep this page's copy.
    }
    if (stored && Date.now() - stored.at > MONEY_UNKNOWN_MEMORY_MS) return null;
    return stored;
  };

  const write = (value: Remembered | null) => {
    local = value;
    try {
      if (value === null) storage?.removeItem(MEMORY_KEY);
      else storage?.setItem(MEMORY_KEY, JSON.stringify(value));
    } catch {
      // Storage refused: the guard still holds it for this page.
    }
  };

  return {
    recall,
    remember: (key: string, before: unknown) => write({ key, before, at: Date.now() }),
    /** Forgets `key` (only if it is still the one remembered), or whatever is remembered. */
    forget: (key?: string) => {
      if (key === undefined || recall()?.key === key) write(null);
    },
  };
}

function parse(raw: string): Remembered | null {
  try {
    const value = JSON.parse(raw) as Partial<Remembered> | null;
    return value && typeof value.key === 'string' && typeof value.at === 'number'
      ? { key: value.key, before: value.before, at: value.at }
      : null;
  } catch {
    return null;
  }
}
