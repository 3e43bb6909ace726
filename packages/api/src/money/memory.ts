import { MONEY_UNKNOWN_MEMORY_MS, type MoneyFinding } from '@wallet/domain';

/** Where the guard remembers intents whose outcome is unknown: every tab of the site shares it. */
export type GuardMemory = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A money call that left and has no definite answer yet, with what was read just before it. */
export interface Remembered {
  key: string;
  /** What was read just before it left. */
  before?: unknown;
  /**
   * A call that moves the same figures was let through while this one's outcome was unknown (or
   * this one while that one's was): what was read cannot tell the two moves apart.
   */
  spoiled?: boolean;
  at: number;
  /** The figures it moves (MoneyIntent.moves). */
  moves?: string[];
  /** Which sending of it this is: a call in flight judges only by its own reading. */
  sending?: string;
  /** The page loads whose player has looked at the re-read figures and may send it again. */
  freed?: string[];
  /**
   * What the re-read found once it found the move made (issue 47 §2 "After the player was told a
   * move happened, a reload or a second tab does not say 'not known yet' of that same move").
   */
  found?: MoneyFinding;
}

/** One sending of a call: its intent, the figures it moves, and which sending it is. */
export interface Sending {
  key: string;
  moves: readonly string[];
  id: string;
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

  return {
    /** The intent `key`, if its outcome is unknown. */
    recall: (key: string): Remembered | null => all().find((r) => r.key === key) ?? null,
    /**
     * `sending` is leaving, read `before` just before. Two calls that move the same figures, one
     * sent while the other's outcome is unknown, are each judged by nothing: the figures would
     * show either's move as its own.
     */
    remember: (sending: Sending, before: unknown) => {
      const { key, moves, id } = sending;
      const shares = (r: Remembered) => r.moves?.some((m) => moves.includes(m)) ?? false;
      const remembered = all();
      const others = remembered.filter((r) => r.key !== key);
      // The same call sent before, its outcome still unknown (sent again where the player looked,
      // or from another tab while it was on its way): it could land too, so it moves the same
      // figures as this one.
      const earlier = remembered.some((r) => r.key === key && r.sending !== id);
      // Spoiled already, between its being let through and its reading: it stays so.
      const spoiledSince = remembered.some((r) => r.sending === id && r.spoiled);
      write([
        ...others.map((r) => (shares(r) ? { ...r, spoiled: true } : r)),
        {
          key,
          before,
          at: Date.now(),
          moves: [...moves],
          sending: id,
          ...(earlier || spoiledSince || others.some(shares) ? { spoiled: true } : {}),
        },
      ]);
    },
    /**
     * What `sending` is judged by now: what was read before it left, while the memory holds it as
     * that sending's, unspoiled; nothing once a call that moves the same figures, or the same call
     * from another tab, has been let through since (or it has been forgotten).
     */
    evidenceOf: (sending: Sending): unknown => {
      const remembered = all().find((r) => r.key === sending.key);
      return remembered?.sending === sending.id ? judgedBy(remembered) : undefined;
    },
    /**
     * Forgets `sending`: a definite answer to it came. Only that sending: the same call sent since
     * from a tab where the player had looked (without Web Locks, while this one was on its way) is
     * still on its way, its outcome unknown.
     */
    forget: (sending: Sending) => {
      const remembered = all();
      const kept = remembered.filter(
        (r) => r.key !== sending.key || (r.sending !== undefined && r.sending !== sending.id),
      );
      if (kept.length !== remembered.length) write(kept);
    },
    /** The re-read found the intent `key` made: every later try tells that, without reading again. */
    found: (key: string, finding: MoneyFinding) => {
      const remembered = all();
      if (remembered.some((r) => r.key === key))
        write(remembered.map((r) => (r.key === key ? { ...r, found: finding } : r)));
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

/** What a remembered intent is judged by: what was read before it, unless spoiled. */
export function judgedBy(remembered: Remembered | null): unknown {
  return remembered && !remembered.spoiled ? remembered.before : undefined;
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
              ...(Array.isArray(r.moves) ? { moves: r.moves.map(String) } : {}),
              ...(typeof r.sending === 'string' ? { sending: r.sending } : {}),
              ...(r.spoiled === true ? { spoiled: true } : {}),
              freed: Array.isArray(r.freed) ? r.freed.map(String) : [],
              ...(isDone(r.found) ? { found: r.found } : {}),
            },
          ]
        : [];
    });
  } catch {
    return [];
  }
}

/** A finding that says the move was made, as a guard wrote it (anything else is read as none). */
function isDone(value: unknown): value is MoneyFinding {
  const finding = value as Partial<MoneyFinding> | null | undefined;
  return finding?.status === 'done' && (finding.where === 'history' || finding.where === 'balance');
}
