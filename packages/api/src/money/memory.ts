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
 * The guard's memory, read afresh on every call so that what one tab wrote the next tab sees. It
 * keeps every intent whose outcome is unknown, each on its own: a later call, whatever it is and
 * however it ends, does not make the player's earlier one sendable again. Storage that refuses
 * (private mode, quota) leaves the guard with this page's own copy.
 */
export function createMoneyMemory(storage: GuardMemory | undefined) {
  let local: Remembered[] = [];

  /** Every intent remembered and not yet a day old. */
  const all = (): Remembered[] => {
    let stored = local;
    try {
      if (storage) {
        const raw = storage.getItem(MEMORY_KEY);
        stored = raw ? parse(raw) : [];
      }
    } catch {
      // Unreadable: keep this page's copy.
    }
    return stored.filter((r) => Date.now() - r.at <= MONEY_UNKNOWN_MEMORY_MS);
  };

  const write = (value: Remembered[]) => {
    local = value;
    try {
      if (value.length === 0) storage?.removeItem(MEMORY_KEY);
      else storage?.setItem(MEMORY_KEY, JSON.stringify(value));
    } catch {
      // Storage refused: the guard still holds it for this page.
    }
  };

  const without = (key: string) => all().filter((r) => r.key !== key);

  return {
    /** The intent `key`, if its outcome is unknown. */
    recall: (key: string): Remembered | null => all().find((r) => r.key === key) ?? null,
    remember: (key: string, before: unknown) =>
      write([...without(key), { key, before, at: Date.now() }]),
    /** Forgets `key`: a definite answer came. */
    forget: (key: string) => {
      const kept = without(key);
      if (kept.length !== all().length) write(kept);
    },
    /** The player of page load `page` has looked: there, and only there, they may go out again. */
    free: (page: string) => {
      const remembered = all();
      if (remembered.some((r) => !r.freed?.includes(page)))
        write(
          remembered.map((r) =>
            r.freed?.includes(page) ? r : { ...r, freed: [...(r.freed ?? []), page] },
          ),
        );
    },
  };
}

/** What the memory holds: a list, or the one intent an earlier version of the guard kept. */
function parse(raw: string): Remembered[] {
  try {
    const value = JSON.parse(raw) as unknown;
    return (Array.isArray(value) ? value : [value]).flatMap((item) => {
      const r = item as Partial<Remembered> | null;
      return r && typeof r.key === 'string' && typeof r.at === 'number'
        ? [
            {
              key: r.key,
              before: r.before,
              at: r.at,
              freed: Array.isArray(r.freed) ? r.freed.map(String) : [],
            },
          ]
        : [];
    });
  } catch {
    return [];
  }
}
