import { MONEY_UNKNOWN_MEMORY_MS } from '@wallet/domain';

/** Where the guard remembers intents whose outcome is unknown: every tab of the site shares it. */
export type GuardMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A money call that left and has no definite answer yet, with what was read just before it. */
export interface Remembered {
  key: string;
  before?: unknown;
  at: number;
  /** The page loads whose player has looked at the re-read figures and may send it again. */
  freed?: string[];
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
    /** Forgets `key`, only if it is still the one remembered: a definite answer came. */
    forget: (key: string) => {
      if (recall()?.key === key) write(null);
    },
    /** The player of page load `page` has looked: there, and only there, it may go out again. */
    free: (page: string) => {
      const remembered = recall();
      if (remembered && !remembered.freed?.includes(page))
        write({ ...remembered, freed: [...(remembered.freed ?? []), page] });
    },
  };
}

function parse(raw: string): Remembered | null {
  try {
    const value = JSON.parse(raw) as Partial<Remembered> | null;
    return value && typeof value.key === 'string' && typeof value.at === 'number'
      ? {
          key: value.key,
          before: value.before,
          at: value.at,
          freed: Array.isArray(value.freed) ? value.freed.map(String) : [],
        }
      : null;
  } catch {
    return null;
  }
}
